;; updateGroup (AdaBoost.MH's update of a group of labels sharing one pivot) with WebAssembly, over
;; the touched terms touched[from .. to), stopping early only between terms when the stale list could
;; overflow. For each term u, whose documents are documents[start .. end) (positions among the
;; pivot's documents, start = runEnds[u - 1] or 0, end = runEnds[u]):
;;   1. the few positive increments of its documents go to rowPositive, in order;
;;   2. the negative sides are summed per label, two labels a step in f64x2 lanes, each lane from an
;;      empty sum over the documents in order (the sums of updateGroup's registers, so the same bits);
;;   3. each label jj's two slots row + group[jj] · ls (negative) and + 1 (positive) get their sums
;;      as addSlotPair does: a slot only when its sum is non-zero, the error estimate of
;;      error-estimate.ts (errorBound, isStale, errorCode) in the same operations in the same order,
;;      and each slot that became stale goes to staleOut; rowPositive is left zeroed.
;; Returns the next term to do (to when all are done); the number of stale slots written goes to
;; staleCount. Addresses are in bytes, strides (ts, ls) in entries of the table. Assembled by
;; scripts/wasm/assemble.mjs into src/group-update-wasm.ts.
(module
  (import "env" "memory" (memory 1))

  ;; addWithEstimate: adds $increment (a sum of $terms summands) to entry $slot, returns 1 when the
  ;; entry became stale (its estimate then left as it was), else stores its new error code.
  (func $addWithEstimate
    (param $values i32) (param $errors i32) (param $slot i32) (param $increment f64) (param $terms f64)
    (param $limit2 f64) (param $up f64)
    (result i32)
    (local $at i32) (local $old f64) (local $sum f64) (local $square f64) (local $error f64)
    (local $code f64) (local $q f64) (local $eat i32)
    (local.set $at (i32.add (local.get $values) (i32.shl (local.get $slot) (i32.const 3))))
    (local.set $old (f64.load (local.get $at)))
    (local.set $sum (f64.add (local.get $old) (local.get $increment)))
    (f64.store (local.get $at) (local.get $sum))
    (local.set $square (f64.mul (local.get $sum) (local.get $sum)))
    (local.set $eat (i32.add (local.get $errors) (i32.shl (local.get $slot) (i32.const 1))))
    ;; errorBound(code): code <= 32768 ? code * 0.0625 : (code - 32704) * 32, both arms computed
    (local.set $code (f64.convert_i32_u (i32.load16_u (local.get $eat))))
    (local.set $q
      (select (f64.mul (local.get $code) (f64.const 0.0625))
              (f64.mul (f64.sub (local.get $code) (f64.const 32704)) (f64.const 32))
              (f64.le (local.get $code) (f64.const 32768))))
    ;; error = (bound + 1) · old · old + square + terms · increment · increment, left to right
    (local.set $error
      (f64.add
        (f64.add
          (f64.mul (f64.mul (f64.add (local.get $q) (f64.const 1)) (local.get $old)) (local.get $old))
          (local.get $square))
        (f64.mul (f64.mul (local.get $terms) (local.get $increment)) (local.get $increment))))
    ;; isStale: !(error <= limit² · sum · sum) || sum < 0
    (if (i32.or
          (i32.eqz (f64.le (local.get $error)
                           (f64.mul (f64.mul (local.get $limit2) (local.get $sum)) (local.get $sum))))
          (f64.lt (local.get $sum) (f64.const 0)))
      (then (return (i32.const 1))))
    ;; errorCode((error · up) / square): q <= 2048 ? ceil(q · 16) : ceil(q / 32) + 32704
    (local.set $q (f64.div (f64.mul (local.get $error) (local.get $up)) (local.get $square)))
    ;; (both arms computed and one selected, no branch to mispredict; q / 32 as q · 2⁻⁵, the same bits)
    (i32.store16 (local.get $eat)
      (i32.trunc_sat_f64_u
        (select (f64.ceil (f64.mul (local.get $q) (f64.const 16)))
                (f64.add (f64.ceil (f64.mul (local.get $q) (f64.const 0.03125))) (f64.const 32704))
                (f64.le (local.get $q) (f64.const 2048)))))
    (i32.const 0))

  (func (export "updateGroup")
    (param $values i32) (param $errors i32) (param $group i32) (param $negatives i32)
    (param $positiveStart i32) (param $positiveLabel i32) (param $positiveValue i32)
    (param $documents i32) (param $touched i32) (param $runEnds i32)
    (param $rowPositive i32) (param $sums i32) (param $staleOut i32) (param $staleCount i32)
    (param $staleRoom i32)
    (param $from i32) (param $to i32) (param $size i32) (param $ts i32) (param $ls i32)
    (param $limit2 f64) (param $up f64)
    (result i32)
    (local $u i32) (local $start i32) (local $end i32) (local $e i32) (local $t i32) (local $q i32)
    (local $qe i32) (local $cell i32) (local $jj i32) (local $even i32) (local $row i32) (local $at i32)
    (local $summands f64) (local $slot i32) (local $negative f64) (local $positive f64)
    (local $stale i32)
    (local.set $even (i32.and (local.get $size) (i32.const -2)))
    (local.set $stale (i32.const 0))
    (local.set $u (local.get $from))
    (block $termsDone (loop $terms
      (br_if $termsDone (i32.ge_u (local.get $u) (local.get $to)))
      ;; room for every slot of this term in the stale list, or stop before it
      (br_if $termsDone
        (i32.gt_u (i32.add (local.get $stale) (i32.shl (local.get $size) (i32.const 1))) (local.get $staleRoom)))
      (local.set $start
        (if (result i32) (i32.eqz (local.get $u))
          (then (i32.const 0))
          (else (i32.load (i32.add (local.get $runEnds) (i32.shl (i32.sub (local.get $u) (i32.const 1)) (i32.const 2)))))))
      (local.set $end (i32.load (i32.add (local.get $runEnds) (i32.shl (local.get $u) (i32.const 2)))))
      ;; 1. positives, and the negative sums zeroed
      (local.set $e (local.get $start))
      (block $posDone (loop $pos
        (br_if $posDone (i32.ge_u (local.get $e) (local.get $end)))
        (local.set $t (i32.load (i32.add (local.get $documents) (i32.shl (local.get $e) (i32.const 2)))))
        (local.set $q (i32.load (i32.add (local.get $positiveStart) (i32.shl (local.get $t) (i32.const 2)))))
        (local.set $qe (i32.load offset=4 (i32.add (local.get $positiveStart) (i32.shl (local.get $t) (i32.const 2)))))
        (block $labelsDone (loop $labels
          (br_if $labelsDone (i32.ge_s (local.get $q) (local.get $qe)))
          (local.set $cell (i32.add (local.get $rowPositive)
            (i32.shl (i32.load (i32.add (local.get $positiveLabel) (i32.shl (local.get $q) (i32.const 2)))) (i32.const 3))))
          (f64.store (local.get $cell)
            (f64.add (f64.load (local.get $cell))
                     (f64.load (i32.add (local.get $positiveValue) (i32.shl (local.get $q) (i32.const 3))))))
          (local.set $q (i32.add (local.get $q) (i32.const 1)))
          (br $labels)))
        (local.set $e (i32.add (local.get $e) (i32.const 1)))
        (br $pos)))
      (local.set $jj (i32.const 0))
      (block $zeroDone (loop $zero
        (br_if $zeroDone (i32.ge_u (local.get $jj) (local.get $size)))
        (f64.store (i32.add (local.get $sums) (i32.shl (local.get $jj) (i32.const 3))) (f64.const 0))
        (local.set $jj (i32.add (local.get $jj) (i32.const 1)))
        (br $zero)))
      ;; 2. negative sides, two labels a step
      (local.set $e (local.get $start))
      (block $docsDone (loop $docs
        (br_if $docsDone (i32.ge_u (local.get $e) (local.get $end)))
        (local.set $row (i32.add (local.get $negatives)
          (i32.shl (i32.mul (i32.load (i32.add (local.get $documents) (i32.shl (local.get $e) (i32.const 2))))
                            (local.get $size))
                   (i32.const 3))))
        (local.set $jj (i32.const 0))
        (block $pairsDone (loop $pairs
          (br_if $pairsDone (i32.ge_u (local.get $jj) (local.get $even)))
          (local.set $at (i32.shl (local.get $jj) (i32.const 3)))
          (v128.store (i32.add (local.get $sums) (local.get $at))
            (f64x2.add (v128.load (i32.add (local.get $sums) (local.get $at)))
                       (v128.load (i32.add (local.get $row) (local.get $at)))))
          (local.set $jj (i32.add (local.get $jj) (i32.const 2)))
          (br $pairs)))
        (if (i32.lt_u (local.get $even) (local.get $size)) (then
          (local.set $at (i32.shl (local.get $even) (i32.const 3)))
          (f64.store (i32.add (local.get $sums) (local.get $at))
            (f64.add (f64.load (i32.add (local.get $sums) (local.get $at)))
                     (f64.load (i32.add (local.get $row) (local.get $at)))))))
        (local.set $e (i32.add (local.get $e) (i32.const 1)))
        (br $docs)))
      ;; 3. the slots, label by label
      (local.set $summands (f64.convert_i32_s (i32.sub (local.get $end) (local.get $start))))
      (local.set $row (i32.mul (i32.load (i32.add (local.get $touched) (i32.shl (local.get $u) (i32.const 2)))) (local.get $ts)))
      (local.set $jj (i32.const 0))
      (block $slotsDone (loop $slots
        (br_if $slotsDone (i32.ge_u (local.get $jj) (local.get $size)))
        (local.set $slot (i32.add (local.get $row)
          (i32.mul (i32.load (i32.add (local.get $group) (i32.shl (local.get $jj) (i32.const 2)))) (local.get $ls))))
        (local.set $negative (f64.load (i32.add (local.get $sums) (i32.shl (local.get $jj) (i32.const 3)))))
        (local.set $cell (i32.add (local.get $rowPositive) (i32.shl (local.get $jj) (i32.const 3))))
        (local.set $positive (f64.load (local.get $cell)))
        (if (f64.ne (local.get $negative) (f64.const 0)) (then
          (if (call $addWithEstimate (local.get $values) (local.get $errors) (local.get $slot)
                (local.get $negative) (local.get $summands) (local.get $limit2) (local.get $up))
            (then
              (i32.store (i32.add (local.get $staleOut) (i32.shl (local.get $stale) (i32.const 2))) (local.get $slot))
              (local.set $stale (i32.add (local.get $stale) (i32.const 1)))))))
        (if (f64.ne (local.get $positive) (f64.const 0)) (then
          (if (call $addWithEstimate (local.get $values) (local.get $errors)
                (i32.add (local.get $slot) (i32.const 1))
                (local.get $positive) (local.get $summands) (local.get $limit2) (local.get $up))
            (then
              (i32.store (i32.add (local.get $staleOut) (i32.shl (local.get $stale) (i32.const 2)))
                (i32.add (local.get $slot) (i32.const 1)))
              (local.set $stale (i32.add (local.get $stale) (i32.const 1)))))))
        (f64.store (local.get $cell) (f64.const 0))
        (local.set $jj (i32.add (local.get $jj) (i32.const 1)))
        (br $slots)))
      (local.set $u (i32.add (local.get $u) (i32.const 1)))
      (br $terms)))
    (i32.store (local.get $staleCount) (local.get $stale))
    (local.get $u)))
