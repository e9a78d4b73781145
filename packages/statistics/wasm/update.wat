;; The incremental update's kernels in WebAssembly, over one memory that holds the statistics table,
;; its error estimates (one u16 code a slot, error-estimate.ts) and the update's arrays
;; (simd-update.ts). Each does the operations of the JavaScript it replaces in the same order, so
;; the table, the estimates and the stale slots get the same bits. Addresses are in bytes, strides
;; (ts, ls) and slots in entries of the table. Assembled by scripts/wasm/assemble.mjs into
;; src/generated/update-wasm.ts.
;; Also over a shared memory (src/generated/update-shared-wasm.ts), for the threads of a worker pool:
;; variants: shared
;;
;; scatterLabel: the first pass of updateLabel (MP-Boost's single-label update): over the pivot's
;; documents i (Xc's column `pivot`, in order), each document's increment goes to the sum of its
;; sign (positive when its bit is 1, else negative) of every term k of the document (X's row i, in
;; order), counting k's summands and marking k in a bit set. A term's two sums and count sit together
;; (24 bytes at termSums + 24 k: negative f64, positive f64, count i32), one cache line for the three.
;;
;; flushLabel: its second pass (below).
;;
;; Both updates list their slots' additions in order (pend) and apply them in batches, in that order,
;; in one loop ($applySlots): the table's sums do not depend on the estimates, so deferring them changes
;; nothing but the order of memory traffic.
;;
;; updateGroup: updateGroup (AdaBoost.MH's update of a group of labels sharing one pivot), over the
;; touched terms touched[from .. to), stopping early only between terms when the stale list could
;; overflow. For each term u, whose documents are documents[start .. end) (positions among the
;; pivot's documents, start = runEnds[u - 1] or 0, end = runEnds[u]):
;;   1. the few positive increments of its documents go to rowPositive, in order;
;;   2. the negative sides are summed per label, two labels a step in f64x2 lanes, each lane from an
;;      empty sum over the documents in order (the sums of updateGroup's registers, so the same bits);
;;   3. each label jj's two slots row + group[jj] · ls (negative) and + 1 (positive) get their sums
;;      as addSlotPair does: a slot only when its sum is non-zero, with the error estimate of
;;      addWithEstimate, and each slot that became stale goes to staleOut; rowPositive is left zeroed.
;; Returns the next term to do (to when all are done); the number of stale slots listed goes to
;; staleCount.
(module
  (import "env" "memory" (memory 1))

  (func (export "scatterLabel")
    (param $xPtr i32) (param $xIdx i32) (param $cPtr i32) (param $cIdx i32)
    (param $values i32) (param $bits i32) (param $termSums i32) (param $marks i32) (param $pivot i32)
    (param $at i32)
    (local $p i32) (local $end i32) (local $i i32) (local $q i32) (local $qe i32) (local $k i32)
    (local $side i32) (local $increment f64) (local $cell i32) (local $word i32)
    (local.set $p (i32.load (i32.add (local.get $cPtr) (i32.shl (local.get $pivot) (i32.const 2)))))
    (local.set $end (i32.load offset=4 (i32.add (local.get $cPtr) (i32.shl (local.get $pivot) (i32.const 2)))))
    (block $docsDone (loop $docs
      (br_if $docsDone (i32.ge_s (local.get $p) (local.get $end)))
      (local.set $i (i32.load (i32.add (local.get $cIdx) (i32.shl (local.get $p) (i32.const 2)))))
      (local.set $increment (f64.load (i32.add (local.get $values) (i32.shl (local.get $at) (i32.const 3)))))
      (local.set $side
        (select (i32.const 8) (i32.const 0)
          (i32.eq (i32.load8_u (i32.add (local.get $bits) (local.get $at))) (i32.const 1))))
      (local.set $q (i32.load (i32.add (local.get $xPtr) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $qe (i32.load offset=4 (i32.add (local.get $xPtr) (i32.shl (local.get $i) (i32.const 2)))))
      (block $termsDone (loop $terms
        (br_if $termsDone (i32.ge_s (local.get $q) (local.get $qe)))
        (local.set $k (i32.load (i32.add (local.get $xIdx) (i32.shl (local.get $q) (i32.const 2)))))
        (local.set $cell (i32.add (local.get $termSums) (i32.mul (local.get $k) (i32.const 24))))
        (i32.store offset=16 (local.get $cell) (i32.add (i32.load offset=16 (local.get $cell)) (i32.const 1)))
        (local.set $cell (i32.add (local.get $cell) (local.get $side)))
        (f64.store (local.get $cell) (f64.add (f64.load (local.get $cell)) (local.get $increment)))
        (local.set $word (i32.add (local.get $marks) (i32.shl (i32.shr_u (local.get $k) (i32.const 5)) (i32.const 2))))
        (i32.store (local.get $word)
          (i32.or (i32.load (local.get $word)) (i32.shl (i32.const 1) (i32.and (local.get $k) (i32.const 31)))))
        (local.set $q (i32.add (local.get $q) (i32.const 1)))
        (br $terms)))
      (local.set $p (i32.add (local.get $p) (i32.const 1)))
      (local.set $at (i32.add (local.get $at) (i32.const 1)))
      (br $docs))))

  ;; The second pass of updateLabel: the touched terms k, ascending, from the set bits of the marks
  ;; (lowest bit first, word by word from word $from), each one's two slots k · ts + label (negative)
  ;; and + 1 (positive) getting its sums negative[k] and positive[k] of counts[k] summands as
  ;; addSlotPair does (the same estimate as updateGroup's slots); the scratch is left zeroed. Stops
  ;; before a word when the stale list could overflow; returns the next word (words when done) and
  ;; writes the number of stale slots listed to staleCount.
  (func (export "flushLabel")
    (param $values i32) (param $errors i32) (param $termSums i32) (param $marks i32) (param $from i32)
    (param $words i32) (param $label i32)
    (param $ts i32) (param $staleOut i32) (param $staleCount i32) (param $staleRoom i32) (param $pend i32)
    (param $limit2 f64) (param $up f64)
    (result i32)
    (local $pending i32) (local $rec i32)
    (local $w i32) (local $bits i32) (local $low i32) (local $k i32) (local $slot i32)
    (local $summands f64) (local $n f64) (local $p f64) (local $cell i32) (local $stale i32)
    (local.set $stale (i32.const 0))
    (local.set $w (local.get $from))
    (block $wordsDone (loop $wordLoop
      (br_if $wordsDone (i32.ge_u (local.get $w) (local.get $words)))
      ;; room for a word's 64 additions pending, and for all pending ones and those turning stale
      (if (i32.gt_u (i32.add (local.get $pending) (i32.const 64)) (local.get $staleRoom)) (then
        (local.set $stale (call $applySlots (local.get $values) (local.get $errors) (local.get $pend)
          (local.get $pending) (local.get $staleOut) (local.get $stale) (local.get $limit2) (local.get $up)))
        (local.set $pending (i32.const 0))))
      (br_if $wordsDone
        (i32.gt_u (i32.add (i32.add (local.get $stale) (local.get $pending)) (i32.const 64)) (local.get $staleRoom)))
      (local.set $cell (i32.add (local.get $marks) (i32.shl (local.get $w) (i32.const 2))))
      (local.set $bits (i32.load (local.get $cell)))
      (if (local.get $bits) (then
        (i32.store (local.get $cell) (i32.const 0))
        (block $bitsDone (loop $bitLoop
          (br_if $bitsDone (i32.eqz (local.get $bits)))
          (local.set $low (i32.and (local.get $bits) (i32.sub (i32.const 0) (local.get $bits))))
          (local.set $k (i32.add (i32.shl (local.get $w) (i32.const 5)) (i32.ctz (local.get $low))))
          (local.set $bits (i32.xor (local.get $bits) (local.get $low)))
          (local.set $cell (i32.add (local.get $termSums) (i32.mul (local.get $k) (i32.const 24))))
          (local.set $summands (f64.convert_i32_s (i32.load offset=16 (local.get $cell))))
          (local.set $n (f64.load (local.get $cell)))
          (local.set $p (f64.load offset=8 (local.get $cell)))
          (v128.store (local.get $cell) (v128.const i64x2 0 0))
          (i32.store offset=16 (local.get $cell) (i32.const 0))
          (local.set $slot (i32.add (i32.mul (local.get $k) (local.get $ts)) (local.get $label)))
          (if (f64.ne (local.get $n) (f64.const 0))
            (then
            (local.set $rec (i32.add (local.get $pend) (i32.mul (local.get $pending) (i32.const 24))))
            (f64.store (local.get $rec) (local.get $n))
            (f64.store offset=8 (local.get $rec) (local.get $summands))
            (i32.store offset=16 (local.get $rec) (local.get $slot))
            (local.set $pending (i32.add (local.get $pending) (i32.const 1)))))
          (if (f64.ne (local.get $p) (f64.const 0))
            (then
            (local.set $rec (i32.add (local.get $pend) (i32.mul (local.get $pending) (i32.const 24))))
            (f64.store (local.get $rec) (local.get $p))
            (f64.store offset=8 (local.get $rec) (local.get $summands))
            (i32.store offset=16 (local.get $rec) (i32.add (local.get $slot) (i32.const 1)))
            (local.set $pending (i32.add (local.get $pending) (i32.const 1)))))
          (br $bitLoop)))))
      (local.set $w (i32.add (local.get $w) (i32.const 1)))
      (br $wordLoop)))
    (local.set $stale (call $applySlots (local.get $values) (local.get $errors) (local.get $pend)
      (local.get $pending) (local.get $staleOut) (local.get $stale) (local.get $limit2) (local.get $up)))
    (i32.store (local.get $staleCount) (local.get $stale))
    (local.get $w))

  ;; addWithEstimate over the pending additions: record q (24 bytes at pend + 24 q) holds the
  ;; increment (f64), its number of summands (f64) and the slot (i32). Each adds its increment to the
  ;; slot and accounts for the rounding as error-estimate.ts does, in the same operations in the same
  ;; order: the error sum grows by (bound + 1) · old² + new² + summands · increment², the old sum at
  ;; its bound errorBound(code); a slot whose sum then fails isStale goes to staleOut (its estimate left
  ;; as it was), the others store errorCode((error · up) / new²). Records are applied in order.
  ;; Returns the stale count after them.
  (func $applySlots
    (param $values i32) (param $errors i32) (param $pend i32) (param $count i32) (param $staleOut i32)
    (param $stale i32) (param $limit2 f64) (param $up f64)
    (result i32)
    (local $q i32) (local $rec i32) (local $slot i32) (local $increment f64) (local $terms f64)
    (local $at i32) (local $old f64) (local $sum f64) (local $square f64) (local $error f64)
    (local $code f64) (local $bound f64) (local $eat i32)
    (local $rec1 i32) (local $slot1 i32) (local $at1 i32) (local $eat1 i32)
    (local $vInc v128) (local $vTerms v128) (local $vOld v128) (local $vSum v128) (local $vSquare v128)
    (local $vCode v128) (local $vBound v128) (local $vError v128) (local $vStale v128) (local $vCodes v128)
    (local.set $q (i32.const 0))
    ;; Two records a step in f64x2 lanes, each lane the scalar operations below (the same bits), while
    ;; two remain; their slots differ, so the lanes are independent.
    (block $pairsDone (loop $pairs
      (br_if $pairsDone (i32.ge_u (i32.add (local.get $q) (i32.const 1)) (local.get $count)))
      (local.set $rec (i32.add (local.get $pend) (i32.mul (local.get $q) (i32.const 24))))
      (local.set $rec1 (i32.add (local.get $rec) (i32.const 24)))
      (local.set $vInc (v128.load64_lane 1 (local.get $rec1) (v128.load64_zero (local.get $rec))))
      (local.set $vTerms (v128.load64_lane offset=8 1 (local.get $rec1) (v128.load64_zero offset=8 (local.get $rec))))
      (local.set $slot (i32.load offset=16 (local.get $rec)))
      (local.set $slot1 (i32.load offset=16 (local.get $rec1)))
      (local.set $at (i32.add (local.get $values) (i32.shl (local.get $slot) (i32.const 3))))
      (local.set $at1 (i32.add (local.get $values) (i32.shl (local.get $slot1) (i32.const 3))))
      (local.set $vOld (v128.load64_lane 1 (local.get $at1) (v128.load64_zero (local.get $at))))
      (local.set $vSum (f64x2.add (local.get $vOld) (local.get $vInc)))
      (v128.store64_lane 0 (local.get $at) (local.get $vSum))
      (v128.store64_lane 1 (local.get $at1) (local.get $vSum))
      (local.set $vSquare (f64x2.mul (local.get $vSum) (local.get $vSum)))
      (local.set $eat (i32.add (local.get $errors) (i32.shl (local.get $slot) (i32.const 1))))
      (local.set $eat1 (i32.add (local.get $errors) (i32.shl (local.get $slot1) (i32.const 1))))
      (local.set $vCode
        (f64x2.replace_lane 1
          (f64x2.splat (f64.convert_i32_u (i32.load16_u (local.get $eat))))
          (f64.convert_i32_u (i32.load16_u (local.get $eat1)))))
      (local.set $vBound
        (v128.bitselect
          (f64x2.mul (local.get $vCode) (f64x2.splat (f64.const 0.0625)))
          (f64x2.mul (f64x2.sub (local.get $vCode) (f64x2.splat (f64.const 32704))) (f64x2.splat (f64.const 32)))
          (f64x2.le (local.get $vCode) (f64x2.splat (f64.const 32768)))))
      (local.set $vError
        (f64x2.add
          (f64x2.add
            (f64x2.mul (f64x2.mul (f64x2.add (local.get $vBound) (f64x2.splat (f64.const 1))) (local.get $vOld))
                       (local.get $vOld))
            (local.get $vSquare))
          (f64x2.mul (f64x2.mul (local.get $vTerms) (local.get $vInc)) (local.get $vInc))))
      (local.set $vStale
        (v128.or
          (v128.not (f64x2.le (local.get $vError)
                              (f64x2.mul (f64x2.mul (f64x2.splat (local.get $limit2)) (local.get $vSum)) (local.get $vSum))))
          (f64x2.lt (local.get $vSum) (f64x2.splat (f64.const 0)))))
      (local.set $vBound
        (f64x2.div (f64x2.mul (local.get $vError) (f64x2.splat (local.get $up))) (local.get $vSquare)))
      (local.set $vCodes
        (i32x4.trunc_sat_f64x2_u_zero
          (v128.bitselect
            (f64x2.ceil (f64x2.mul (local.get $vBound) (f64x2.splat (f64.const 16))))
            (f64x2.add (f64x2.ceil (f64x2.mul (local.get $vBound) (f64x2.splat (f64.const 0.03125))))
                       (f64x2.splat (f64.const 32704)))
            (f64x2.le (local.get $vBound) (f64x2.splat (f64.const 2048))))))
      (if (i64.ne (i64x2.extract_lane 0 (local.get $vStale)) (i64.const 0))
        (then
          (i32.store (i32.add (local.get $staleOut) (i32.shl (local.get $stale) (i32.const 2))) (local.get $slot))
          (local.set $stale (i32.add (local.get $stale) (i32.const 1))))
        (else (i32.store16 (local.get $eat) (i32x4.extract_lane 0 (local.get $vCodes)))))
      (if (i64.ne (i64x2.extract_lane 1 (local.get $vStale)) (i64.const 0))
        (then
          (i32.store (i32.add (local.get $staleOut) (i32.shl (local.get $stale) (i32.const 2))) (local.get $slot1))
          (local.set $stale (i32.add (local.get $stale) (i32.const 1))))
        (else (i32.store16 (local.get $eat1) (i32x4.extract_lane 1 (local.get $vCodes)))))
      (local.set $q (i32.add (local.get $q) (i32.const 2)))
      (br $pairs)))
    (block $done (loop $records
      (br_if $done (i32.ge_u (local.get $q) (local.get $count)))
      (local.set $rec (i32.add (local.get $pend) (i32.mul (local.get $q) (i32.const 24))))
      (local.set $increment (f64.load (local.get $rec)))
      (local.set $terms (f64.load offset=8 (local.get $rec)))
      (local.set $slot (i32.load offset=16 (local.get $rec)))
      (local.set $at (i32.add (local.get $values) (i32.shl (local.get $slot) (i32.const 3))))
      (local.set $old (f64.load (local.get $at)))
      (local.set $sum (f64.add (local.get $old) (local.get $increment)))
      (f64.store (local.get $at) (local.get $sum))
      (local.set $square (f64.mul (local.get $sum) (local.get $sum)))
      (local.set $eat (i32.add (local.get $errors) (i32.shl (local.get $slot) (i32.const 1))))
      ;; errorBound(code): code <= 32768 ? code * 0.0625 : (code - 32704) * 32, both arms computed
      (local.set $code (f64.convert_i32_u (i32.load16_u (local.get $eat))))
      (local.set $bound
        (select (f64.mul (local.get $code) (f64.const 0.0625))
                (f64.mul (f64.sub (local.get $code) (f64.const 32704)) (f64.const 32))
                (f64.le (local.get $code) (f64.const 32768))))
      ;; error = (bound + 1) · old · old + square + terms · increment · increment, left to right
      (local.set $error
        (f64.add
          (f64.add
            (f64.mul (f64.mul (f64.add (local.get $bound) (f64.const 1)) (local.get $old)) (local.get $old))
            (local.get $square))
          (f64.mul (f64.mul (local.get $terms) (local.get $increment)) (local.get $increment))))
      ;; isStale: !(error <= limit² · sum · sum) || sum < 0
      (if (i32.or
            (i32.eqz (f64.le (local.get $error)
                             (f64.mul (f64.mul (local.get $limit2) (local.get $sum)) (local.get $sum))))
            (f64.lt (local.get $sum) (f64.const 0)))
        (then
          (i32.store (i32.add (local.get $staleOut) (i32.shl (local.get $stale) (i32.const 2))) (local.get $slot))
          (local.set $stale (i32.add (local.get $stale) (i32.const 1))))
        (else
          ;; errorCode((error · up) / square): q <= 2048 ? ceil(q · 16) : ceil(q / 32) + 32704, both arms
          ;; computed (q / 32 as q · 2⁻⁵, the same bits)
          (local.set $bound (f64.div (f64.mul (local.get $error) (local.get $up)) (local.get $square)))
          (i32.store16 (local.get $eat)
            (i32.trunc_sat_f64_u
              (select (f64.ceil (f64.mul (local.get $bound) (f64.const 16)))
                      (f64.add (f64.ceil (f64.mul (local.get $bound) (f64.const 0.03125))) (f64.const 32704))
                      (f64.le (local.get $bound) (f64.const 2048)))))))
      (local.set $q (i32.add (local.get $q) (i32.const 1)))
      (br $records)))
    (local.get $stale))

  (func (export "updateGroup")
    (param $values i32) (param $errors i32) (param $group i32) (param $negatives i32)
    (param $positiveStart i32) (param $positiveLabel i32) (param $positiveValue i32)
    (param $documents i32) (param $touched i32) (param $runEnds i32)
    (param $rowPositive i32) (param $sums i32) (param $staleOut i32) (param $staleCount i32)
    (param $staleRoom i32) (param $pend i32)
    (param $from i32) (param $to i32) (param $size i32) (param $ts i32) (param $ls i32)
    (param $limit2 f64) (param $up f64)
    (result i32)
    (local $u i32) (local $start i32) (local $end i32) (local $e i32) (local $t i32) (local $q i32)
    (local $qe i32) (local $cell i32) (local $jj i32) (local $even i32) (local $row i32) (local $at i32)
    (local $summands f64) (local $slot i32) (local $negative f64) (local $positive f64)
    (local $stale i32) (local $pending i32) (local $rec i32)
    (local.set $even (i32.and (local.get $size) (i32.const -2)))
    (local.set $stale (i32.const 0))
    (local.set $u (local.get $from))
    (block $termsDone (loop $terms
      (br_if $termsDone (i32.ge_u (local.get $u) (local.get $to)))
      ;; room for this term's 2 · size additions pending, and for all pending ones and those turning
      ;; stale, or stop before it
      (if (i32.gt_u (i32.add (local.get $pending) (i32.shl (local.get $size) (i32.const 1))) (local.get $staleRoom)) (then
        (local.set $stale (call $applySlots (local.get $values) (local.get $errors) (local.get $pend)
          (local.get $pending) (local.get $staleOut) (local.get $stale) (local.get $limit2) (local.get $up)))
        (local.set $pending (i32.const 0))))
      (br_if $termsDone
        (i32.gt_u (i32.add (i32.add (local.get $stale) (local.get $pending)) (i32.shl (local.get $size) (i32.const 1)))
                  (local.get $staleRoom)))
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
        (if (f64.ne (local.get $negative) (f64.const 0))
          (then
            (local.set $rec (i32.add (local.get $pend) (i32.mul (local.get $pending) (i32.const 24))))
            (f64.store (local.get $rec) (local.get $negative))
            (f64.store offset=8 (local.get $rec) (local.get $summands))
            (i32.store offset=16 (local.get $rec) (local.get $slot))
            (local.set $pending (i32.add (local.get $pending) (i32.const 1)))))
        (if (f64.ne (local.get $positive) (f64.const 0))
          (then
            (local.set $rec (i32.add (local.get $pend) (i32.mul (local.get $pending) (i32.const 24))))
            (f64.store (local.get $rec) (local.get $positive))
            (f64.store offset=8 (local.get $rec) (local.get $summands))
            (i32.store offset=16 (local.get $rec) (i32.add (local.get $slot) (i32.const 1)))
            (local.set $pending (i32.add (local.get $pending) (i32.const 1)))))
        (f64.store (local.get $cell) (f64.const 0))
        (local.set $jj (i32.add (local.get $jj) (i32.const 1)))
        (br $slots)))
      (local.set $u (i32.add (local.get $u) (i32.const 1)))
      (br $terms)))
    (local.set $stale (call $applySlots (local.get $values) (local.get $errors) (local.get $pend)
      (local.get $pending) (local.get $staleOut) (local.get $stale) (local.get $limit2) (local.get $up)))
    (i32.store (local.get $staleCount) (local.get $stale))
    (local.get $u)))
