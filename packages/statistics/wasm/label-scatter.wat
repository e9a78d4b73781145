;; The first pass of updateLabel (MP-Boost's single-label update) with WebAssembly: over the pivot's
;; documents i (Xc's column `pivot`, in order), each document's increment goes to the sums of its
;; sign (positive when its bit is 1, else negative) of every term k of the document (X's row i, in
;; order), counting k's summands and marking k in a bit set. The same additions in the same order as
;; the JavaScript loop, so the sums have the same bits. Assembled by scripts/wasm/assemble.mjs into
;; src/label-scatter-wasm.ts.
(module
  (import "env" "memory" (memory 1))
  (func (export "scatterLabel")
    (param $xPtr i32) (param $xIdx i32) (param $cPtr i32) (param $cIdx i32)
    (param $values i32) (param $bits i32) (param $negative i32) (param $positive i32)
    (param $counts i32) (param $marks i32) (param $pivot i32) (param $at i32)
    (local $p i32) (local $end i32) (local $i i32) (local $q i32) (local $qe i32) (local $k i32)
    (local $sums i32) (local $increment f64) (local $cell i32) (local $word i32)
    (local.set $p (i32.load (i32.add (local.get $cPtr) (i32.shl (local.get $pivot) (i32.const 2)))))
    (local.set $end (i32.load offset=4 (i32.add (local.get $cPtr) (i32.shl (local.get $pivot) (i32.const 2)))))
    (block $docsDone (loop $docs
      (br_if $docsDone (i32.ge_s (local.get $p) (local.get $end)))
      (local.set $i (i32.load (i32.add (local.get $cIdx) (i32.shl (local.get $p) (i32.const 2)))))
      (local.set $increment (f64.load (i32.add (local.get $values) (i32.shl (local.get $at) (i32.const 3)))))
      (local.set $sums
        (select (local.get $positive) (local.get $negative)
          (i32.eq (i32.load8_u (i32.add (local.get $bits) (local.get $at))) (i32.const 1))))
      (local.set $q (i32.load (i32.add (local.get $xPtr) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $qe (i32.load offset=4 (i32.add (local.get $xPtr) (i32.shl (local.get $i) (i32.const 2)))))
      (block $termsDone (loop $terms
        (br_if $termsDone (i32.ge_s (local.get $q) (local.get $qe)))
        (local.set $k (i32.load (i32.add (local.get $xIdx) (i32.shl (local.get $q) (i32.const 2)))))
        (local.set $cell (i32.add (local.get $counts) (i32.shl (local.get $k) (i32.const 2))))
        (i32.store (local.get $cell) (i32.add (i32.load (local.get $cell)) (i32.const 1)))
        (local.set $cell (i32.add (local.get $sums) (i32.shl (local.get $k) (i32.const 3))))
        (f64.store (local.get $cell) (f64.add (f64.load (local.get $cell)) (local.get $increment)))
        (local.set $word (i32.add (local.get $marks) (i32.shl (i32.shr_u (local.get $k) (i32.const 5)) (i32.const 2))))
        (i32.store (local.get $word)
          (i32.or (i32.load (local.get $word)) (i32.shl (i32.const 1) (i32.and (local.get $k) (i32.const 31)))))
        (local.set $q (i32.add (local.get $q) (i32.const 1)))
        (br $terms)))
      (local.set $p (i32.add (local.get $p) (i32.const 1)))
      (local.set $at (i32.add (local.get $at) (i32.const 1)))
      (br $docs)))))
