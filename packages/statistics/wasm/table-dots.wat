;; Row dot products of a term-major statistics table with WebAssembly SIMD: for every term k,
;; out[k] = ((g0 + g1) + g2) + g3 where g_t = Σ c[u] · V[k · n + u] over u ≡ t (mod 4) in ascending
;; order, and the entries past the last whole group of four go to g0 (n = 2m is even, so there are
;; zero or two of them). That is the order of presenceLowerBound's four partial sums in
;; @textboost/stumps, lane for lane, so the results have the same bits. Assembled by
;; scripts/wasm/assemble.mjs into src/generated/table-dots-wasm.ts.
;; Also over a shared memory (src/generated/table-dots-shared-wasm.ts), for the threads of a worker pool:
;; variants: shared
(module
  (import "env" "memory" (memory 1))
  (func (export "rowDots") (param $v i32) (param $c i32) (param $out i32) (param $r i32) (param $n i32)
    (local $k i32) (local $u i32) (local $whole i32) (local $a v128) (local $b v128) (local $g0 f64)
    (local.set $whole (i32.and (local.get $n) (i32.const -4)))
    (block $termsDone (loop $terms
      (br_if $termsDone (i32.ge_u (local.get $k) (local.get $r)))
      (local.set $a (v128.const f64x2 0 0))
      (local.set $b (v128.const f64x2 0 0))
      (local.set $u (i32.const 0))
      (block $groupsDone (loop $groups
        (br_if $groupsDone (i32.ge_u (local.get $u) (local.get $whole)))
        (local.set $a (f64x2.add (local.get $a)
          (f64x2.mul (v128.load (i32.add (local.get $c) (i32.shl (local.get $u) (i32.const 3))))
                     (v128.load (i32.add (local.get $v) (i32.shl (local.get $u) (i32.const 3)))))))
        (local.set $b (f64x2.add (local.get $b)
          (f64x2.mul (v128.load offset=16 (i32.add (local.get $c) (i32.shl (local.get $u) (i32.const 3))))
                     (v128.load offset=16 (i32.add (local.get $v) (i32.shl (local.get $u) (i32.const 3)))))))
        (local.set $u (i32.add (local.get $u) (i32.const 4)))
        (br $groups)))
      (local.set $g0 (f64x2.extract_lane 0 (local.get $a)))
      (block $tailDone (loop $tail
        (br_if $tailDone (i32.ge_u (local.get $u) (local.get $n)))
        (local.set $g0 (f64.add (local.get $g0)
          (f64.mul (f64.load (i32.add (local.get $c) (i32.shl (local.get $u) (i32.const 3))))
                   (f64.load (i32.add (local.get $v) (i32.shl (local.get $u) (i32.const 3)))))))
        (local.set $u (i32.add (local.get $u) (i32.const 1)))
        (br $tail)))
      (f64.store (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 3)))
        (f64.add (f64.add (f64.add (local.get $g0) (f64x2.extract_lane 1 (local.get $a)))
                          (f64x2.extract_lane 0 (local.get $b)))
                 (f64x2.extract_lane 1 (local.get $b))))
      (local.set $v (i32.add (local.get $v) (i32.shl (local.get $n) (i32.const 3))))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $terms)))))
