;; Lower bounds of MP-Boost's pivot criterion for one label over a label-major statistics table, with
;; WebAssembly SIMD: for every term k, out[k] = (floor − negative · V[2k]) − positive · V[2k + 1],
;; V starting at the label's row. Two terms a step in f64x2 lanes, each lane doing labelPivot's
;; scalar operations in the same order, so the bounds have the same bits. Assembled by
;; scripts/wasm/assemble.mjs into src/generated/label-bounds-wasm.ts.
;;
;; nextBelow: the scan's skipping over those bounds: the first k in [from, terms) whose bound is not
;; at or above the cutoff (!(out[k] >= cutoff): a NaN is not skipped), else terms; two bounds a step.
;; Also over a shared memory (src/generated/label-bounds-shared-wasm.ts), for the threads of a worker pool:
;; variants: shared
(module
  (import "env" "memory" (memory 1))
  (func (export "labelBounds")
    (param $v i32) (param $terms i32) (param $floor f64) (param $negative f64) (param $positive f64)
    (param $out i32)
    (local $k i32) (local $even i32) (local $a v128) (local $b v128)
    (local $floors v128) (local $negatives v128) (local $positives v128)
    (local.set $even (i32.and (local.get $terms) (i32.const -2)))
    (local.set $floors (f64x2.splat (local.get $floor)))
    (local.set $negatives (f64x2.splat (local.get $negative)))
    (local.set $positives (f64x2.splat (local.get $positive)))
    (block $pairsDone (loop $pairs
      (br_if $pairsDone (i32.ge_u (local.get $k) (local.get $even)))
      ;; a = (n_k, p_k), b = (n_k+1, p_k+1)
      (local.set $a (v128.load (i32.add (local.get $v) (i32.shl (local.get $k) (i32.const 4)))))
      (local.set $b (v128.load offset=16 (i32.add (local.get $v) (i32.shl (local.get $k) (i32.const 4)))))
      (v128.store (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3)))
        (f64x2.sub
          (f64x2.sub (local.get $floors)
            (f64x2.mul (local.get $negatives)
              (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $a) (local.get $b))))
          (f64x2.mul (local.get $positives)
            (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $a) (local.get $b)))))
      (local.set $k (i32.add (local.get $k) (i32.const 2)))
      (br $pairs)))
    (if (i32.lt_u (local.get $even) (local.get $terms)) (then
      (f64.store (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3)))
        (f64.sub
          (f64.sub (local.get $floor)
            (f64.mul (local.get $negative) (f64.load (i32.add (local.get $v) (i32.shl (local.get $k) (i32.const 4))))))
          (f64.mul (local.get $positive)
            (f64.load offset=8 (i32.add (local.get $v) (i32.shl (local.get $k) (i32.const 4))))))))))
  (func (export "nextBelow") (param $out i32) (param $from i32) (param $terms i32) (param $cutoff f64)
    (result i32)
    (local $k i32) (local $cutoffs v128)
    (local.set $k (local.get $from))
    (local.set $cutoffs (f64x2.splat (local.get $cutoff)))
    ;; one at a time up to an even index (a 16-byte aligned pair)
    (if (i32.and (local.get $k) (i32.const 1)) (then
      (if (i32.lt_u (local.get $k) (local.get $terms)) (then
        (if (i32.eqz (f64.ge (f64.load (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3))))
                             (local.get $cutoff)))
          (then (return (local.get $k))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))))))
    (block $pairsDone (loop $pairs
      (br_if $pairsDone (i32.gt_u (i32.add (local.get $k) (i32.const 2)) (local.get $terms)))
      (if (i32.eqz (i64x2.all_true
            (f64x2.ge (v128.load (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3))))
                      (local.get $cutoffs))))
        (then
          (return (select (local.get $k) (i32.add (local.get $k) (i32.const 1))
            (i32.eqz (f64.ge (f64.load (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3))))
                             (local.get $cutoff)))))))
      (local.set $k (i32.add (local.get $k) (i32.const 2)))
      (br $pairs)))
    (if (i32.lt_u (local.get $k) (local.get $terms)) (then
      (if (i32.eqz (f64.ge (f64.load (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3))))
                           (local.get $cutoff)))
        (then (return (local.get $k))))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))))
    (local.get $terms)))
