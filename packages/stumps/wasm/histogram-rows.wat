;; The innermost loop of the per-label histogram sums (src/per-label-histogram-sums.ts): each listed
;; document adds its amount to its bin of every column of one (label, sign) slice of the sums. A scatter
;; of scalar additions (no SIMD: each column's bin is elsewhere); in WebAssembly it runs several times
;; faster than the same loop in JavaScript (src/histogram-rows.ts, `addRowsJs`, the reference twin),
;; with the same bits: every sum receives the same additions in the same order (documents as listed).
;; Assembled by scripts/wasm/assemble.mjs into src/generated/histogram-rows-wasm.ts.
;;
;; Memory (addresses in bytes, chosen by the caller): values, the sums, f64; slot, g x C i32,
;; slot[i * C + c] the index (in f64s, from a slice's start) of document i's bin of column c; docs, n i32
;; (document ids); amounts, n f64; starts, n i32 (the index in values, in f64s, of the slice document k
;; adds to).
(module
  (import "env" "memory" (memory 1))

  ;; addRows: for k < n, for c < C: values[starts[k] + slot[docs[k] * C + c]] += amounts[k].
  (func (export "addRows")
    (param $values i32) (param $slot i32) (param $columns i32) (param $docs i32) (param $amounts i32) (param $starts i32)
    (param $n i32)
    (local $k i32) (local $q i32) (local $end i32) (local $start i32) (local $amount f64) (local $at i32)
    (block $listDone (loop $list
      (br_if $listDone (i32.ge_u (local.get $k) (local.get $n)))
      (local.set $amount (f64.load (i32.add (local.get $amounts) (i32.shl (local.get $k) (i32.const 3)))))
      (local.set $start (i32.add (local.get $values)
        (i32.shl (i32.load (i32.add (local.get $starts) (i32.shl (local.get $k) (i32.const 2)))) (i32.const 3))))
      (local.set $q (i32.add (local.get $slot)
        (i32.shl
          (i32.mul (i32.load (i32.add (local.get $docs) (i32.shl (local.get $k) (i32.const 2)))) (local.get $columns))
          (i32.const 2))))
      (local.set $end (i32.add (local.get $q) (i32.shl (local.get $columns) (i32.const 2))))
      (block $columnsDone (loop $eachColumn
        (br_if $columnsDone (i32.ge_u (local.get $q) (local.get $end)))
        (local.set $at (i32.add (local.get $start) (i32.shl (i32.load (local.get $q)) (i32.const 3))))
        (f64.store (local.get $at) (f64.add (f64.load (local.get $at)) (local.get $amount)))
        (local.set $q (i32.add (local.get $q) (i32.const 4)))
        (br $eachColumn)))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $list)))))
