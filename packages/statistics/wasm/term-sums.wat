;; The totals of a term's statistics with WebAssembly SIMD: out[j] = Σ q[i · m + j] over the term's
;; documents i = docs[p], p in [from, to), added in ascending p from 0, for every label j < m. Labels
;; go eight at a time in four f64x2 registers (then two at a time, then the odd last one), each lane
;; adding the same numbers in the same order as the JavaScript loop of addDocumentWeights (factor 1),
;; so the totals have the same bits. With $sides, it then writes the negative sides
;; neg[j] = complement(out[j], pos[j]) of src/complement.ts for the positive sides the caller summed
;; into pos: d = total - positive, kept when d > 1e-13 * total (COMPLEMENT_RESOLUTION), else +0; the
;; same operations, two labels a step. Assembled by scripts/wasm/assemble.mjs into
;; src/generated/term-sums-wasm.ts.
;; bestTerms runs the scan of labelBestTerms (src/label-best-terms.ts) over the terms [from, to): for
;; each term k, its positive sides pos[j] = Σ q[i · m + j] over its documents i that have label j
;; (ascending documents, from 0: addTermPositives's additions), its totals and negative sides as
;; termSums, then each label's criterion c = (sqrt(pos[j]) - sqrt(neg[j]))², two labels a step, which
;; replaces best[j] (and bestTerm[j] = k, bestPos[j] and bestNeg[j] = its sides) when c > best[j], so
;; the lowest term wins a tie. best and bestTerm start at -1, bestPos and bestNeg at 0. The term's
;; documents are docs[cptr[k] .. cptr[k + 1]); document i's labels are ylab[yptr[i] .. yptr[i + 1]).
;; With $stream, the totals and positive sides come from $streamSums (one pass over each document's
;; row; the same bits) instead. blockBestTerms (at the end) makes the same choice for a range of
;; labels, summing document by document.
;; Also over a shared memory (src/generated/term-sums-shared-wasm.ts), for the threads of a worker pool, each
;; with its own out, pos, neg, best, bestTerm, bestPos, bestNeg and blocks' sums:
;; variants: shared
(module
  (import "env" "memory" (memory 1))
  (func $termSums (export "termSums") (param $q i32) (param $docs i32) (param $from i32) (param $to i32)
    (param $m i32) (param $out i32) (param $sides i32) (param $pos i32) (param $neg i32)
    (local $p i32) (local $j i32) (local $at i32) (local $stride i32) (local $eights i32) (local $pairs i32)
    (local $a v128) (local $b v128) (local $c v128) (local $d v128) (local $s f64)
    (local.set $stride (i32.shl (local.get $m) (i32.const 3)))
    (local.set $eights (i32.and (local.get $m) (i32.const -8)))
    (local.set $pairs (i32.and (local.get $m) (i32.const -2)))
    ;; Labels j .. j + 7: four registers over all the documents, then stored.
    (block $eightsDone (loop $eightsLoop
      (br_if $eightsDone (i32.ge_u (local.get $j) (local.get $eights)))
      (local.set $a (v128.const f64x2 0 0))
      (local.set $b (v128.const f64x2 0 0))
      (local.set $c (v128.const f64x2 0 0))
      (local.set $d (v128.const f64x2 0 0))
      (local.set $p (local.get $from))
      (block $docsDone (loop $docsLoop
        (br_if $docsDone (i32.ge_u (local.get $p) (local.get $to)))
        (local.set $at (i32.add
          (i32.add (local.get $q) (i32.shl (local.get $j) (i32.const 3)))
          (i32.mul (i32.load (i32.add (local.get $docs) (i32.shl (local.get $p) (i32.const 2))))
                   (local.get $stride))))
        (local.set $a (f64x2.add (local.get $a) (v128.load (local.get $at))))
        (local.set $b (f64x2.add (local.get $b) (v128.load offset=16 (local.get $at))))
        (local.set $c (f64x2.add (local.get $c) (v128.load offset=32 (local.get $at))))
        (local.set $d (f64x2.add (local.get $d) (v128.load offset=48 (local.get $at))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $docsLoop)))
      (local.set $at (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 3))))
      (v128.store (local.get $at) (local.get $a))
      (v128.store offset=16 (local.get $at) (local.get $b))
      (v128.store offset=32 (local.get $at) (local.get $c))
      (v128.store offset=48 (local.get $at) (local.get $d))
      (local.set $j (i32.add (local.get $j) (i32.const 8)))
      (br $eightsLoop)))
    ;; Labels two at a time.
    (block $pairsDone (loop $pairsLoop
      (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $pairs)))
      (local.set $a (v128.const f64x2 0 0))
      (local.set $p (local.get $from))
      (block $docsDone (loop $docsLoop
        (br_if $docsDone (i32.ge_u (local.get $p) (local.get $to)))
        (local.set $a (f64x2.add (local.get $a) (v128.load (i32.add
          (i32.add (local.get $q) (i32.shl (local.get $j) (i32.const 3)))
          (i32.mul (i32.load (i32.add (local.get $docs) (i32.shl (local.get $p) (i32.const 2))))
                   (local.get $stride))))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $docsLoop)))
      (v128.store (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 3))) (local.get $a))
      (local.set $j (i32.add (local.get $j) (i32.const 2)))
      (br $pairsLoop)))
    ;; The odd last label.
    (if (i32.lt_u (local.get $j) (local.get $m))
      (then
        (local.set $s (f64.const 0))
        (local.set $p (local.get $from))
        (block $docsDone (loop $docsLoop
          (br_if $docsDone (i32.ge_u (local.get $p) (local.get $to)))
          (local.set $s (f64.add (local.get $s) (f64.load (i32.add
            (i32.add (local.get $q) (i32.shl (local.get $j) (i32.const 3)))
            (i32.mul (i32.load (i32.add (local.get $docs) (i32.shl (local.get $p) (i32.const 2))))
                     (local.get $stride))))))
          (local.set $p (i32.add (local.get $p) (i32.const 1)))
          (br $docsLoop)))
        (f64.store (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 3))) (local.get $s))))
    (if (local.get $sides)
      (then (call $negatives (local.get $out) (local.get $pos) (local.get $neg) (local.get $m)))))
  ;; neg[j] = complement(out[j], pos[j]) for every label j < m, two labels a step (see the top).
  (func $negatives (param $out i32) (param $pos i32) (param $neg i32) (param $m i32)
    (local $j i32) (local $at i32) (local $pairs i32) (local $a v128) (local $b v128) (local $s f64)
    (local.set $pairs (i32.and (local.get $m) (i32.const -2)))
    (block $sidesDone (loop $sidesLoop
      (br_if $sidesDone (i32.ge_u (local.get $j) (local.get $pairs)))
      (local.set $at (i32.shl (local.get $j) (i32.const 3)))
      (local.set $a (v128.load (i32.add (local.get $out) (local.get $at))))
      (local.set $b (f64x2.sub (local.get $a) (v128.load (i32.add (local.get $pos) (local.get $at)))))
      (v128.store (i32.add (local.get $neg) (local.get $at))
        (v128.and (local.get $b)
          (f64x2.gt (local.get $b) (f64x2.mul (local.get $a) (v128.const f64x2 1e-13 1e-13)))))
      (local.set $j (i32.add (local.get $j) (i32.const 2)))
      (br $sidesLoop)))
    (if (i32.lt_u (local.get $j) (local.get $m))
      (then
        (local.set $at (i32.shl (local.get $j) (i32.const 3)))
        (local.set $s (f64.sub (f64.load (i32.add (local.get $out) (local.get $at)))
                               (f64.load (i32.add (local.get $pos) (local.get $at)))))
        (f64.store (i32.add (local.get $neg) (local.get $at))
          (select (local.get $s) (f64.const 0)
            (f64.gt (local.get $s)
              (f64.mul (f64.load (i32.add (local.get $out) (local.get $at))) (f64.const 1e-13))))))))
  ;; A term's totals and positive sides streamed document by document, for D too large for the
  ;; caches: each document's row of m weights is read once, in order, added into out (zeroed first),
  ;; and then its own labels' weights, still in the cache, into pos (zeroed first). Each lane's
  ;; additions are termSums's and bestTerms's positive pass's, in the same (document) order, so the
  ;; same bits; termSums instead reads eight labels of every document at a time, which is faster while
  ;; D stays in the caches.
  (func $streamSums (param $q i32) (param $docs i32) (param $from i32) (param $to i32) (param $m i32)
    (param $out i32) (param $pos i32) (param $yptr i32) (param $ylab i32)
    (local $p i32) (local $j i32) (local $row i32) (local $doc i32) (local $y i32) (local $yEnd i32)
    (local $eights i32) (local $pairs i32) (local $at i32) (local $stride i32)
    (local.set $stride (i32.shl (local.get $m) (i32.const 3)))
    (local.set $eights (i32.and (local.get $m) (i32.const -8)))
    (local.set $pairs (i32.and (local.get $m) (i32.const -2)))
    (local.set $j (i32.const 0))
    (block $zeroDone (loop $zeroLoop
      (br_if $zeroDone (i32.ge_u (local.get $j) (local.get $m)))
      (f64.store (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 3))) (f64.const 0))
      (f64.store (i32.add (local.get $pos) (i32.shl (local.get $j) (i32.const 3))) (f64.const 0))
      (local.set $j (i32.add (local.get $j) (i32.const 1)))
      (br $zeroLoop)))
    (local.set $p (local.get $from))
    (block $docsDone (loop $docsLoop
      (br_if $docsDone (i32.ge_u (local.get $p) (local.get $to)))
      (local.set $doc (i32.load (i32.add (local.get $docs) (i32.shl (local.get $p) (i32.const 2)))))
      (local.set $row (i32.add (local.get $q) (i32.mul (local.get $doc) (local.get $stride))))
      ;; The totals: eight labels a step, then two, then the odd last one.
      (local.set $j (i32.const 0))
      (block $eightsDone (loop $eightsLoop
        (br_if $eightsDone (i32.ge_u (local.get $j) (local.get $eights)))
        (local.set $at (i32.shl (local.get $j) (i32.const 3)))
        (v128.store (i32.add (local.get $out) (local.get $at))
          (f64x2.add (v128.load (i32.add (local.get $out) (local.get $at)))
                     (v128.load (i32.add (local.get $row) (local.get $at)))))
        (v128.store offset=16 (i32.add (local.get $out) (local.get $at))
          (f64x2.add (v128.load offset=16 (i32.add (local.get $out) (local.get $at)))
                     (v128.load offset=16 (i32.add (local.get $row) (local.get $at)))))
        (v128.store offset=32 (i32.add (local.get $out) (local.get $at))
          (f64x2.add (v128.load offset=32 (i32.add (local.get $out) (local.get $at)))
                     (v128.load offset=32 (i32.add (local.get $row) (local.get $at)))))
        (v128.store offset=48 (i32.add (local.get $out) (local.get $at))
          (f64x2.add (v128.load offset=48 (i32.add (local.get $out) (local.get $at)))
                     (v128.load offset=48 (i32.add (local.get $row) (local.get $at)))))
        (local.set $j (i32.add (local.get $j) (i32.const 8)))
        (br $eightsLoop)))
      (block $pairsDone (loop $pairsLoop
        (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $pairs)))
        (local.set $at (i32.shl (local.get $j) (i32.const 3)))
        (v128.store (i32.add (local.get $out) (local.get $at))
          (f64x2.add (v128.load (i32.add (local.get $out) (local.get $at)))
                     (v128.load (i32.add (local.get $row) (local.get $at)))))
        (local.set $j (i32.add (local.get $j) (i32.const 2)))
        (br $pairsLoop)))
      (if (i32.lt_u (local.get $j) (local.get $m))
        (then
          (local.set $at (i32.shl (local.get $j) (i32.const 3)))
          (f64.store (i32.add (local.get $out) (local.get $at))
            (f64.add (f64.load (i32.add (local.get $out) (local.get $at)))
                     (f64.load (i32.add (local.get $row) (local.get $at)))))))
      ;; The positive sides: the document's own labels.
      (local.set $y (i32.load (i32.add (local.get $yptr) (i32.shl (local.get $doc) (i32.const 2)))))
      (local.set $yEnd (i32.load offset=4 (i32.add (local.get $yptr) (i32.shl (local.get $doc) (i32.const 2)))))
      (block $labelsDone (loop $labelsLoop
        (br_if $labelsDone (i32.ge_u (local.get $y) (local.get $yEnd)))
        (local.set $at (i32.shl (i32.load (i32.add (local.get $ylab) (i32.shl (local.get $y) (i32.const 2))))
                                (i32.const 3)))
        (f64.store (i32.add (local.get $pos) (local.get $at))
          (f64.add (f64.load (i32.add (local.get $pos) (local.get $at)))
                   (f64.load (i32.add (local.get $row) (local.get $at)))))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $labelsLoop)))
      (local.set $p (i32.add (local.get $p) (i32.const 1)))
      (br $docsLoop))))
  (func (export "bestTerms") (param $q i32) (param $docs i32) (param $cptr i32) (param $from i32)
    (param $to i32) (param $m i32) (param $out i32) (param $pos i32) (param $neg i32) (param $yptr i32)
    (param $ylab i32) (param $best i32) (param $bestTerm i32) (param $stream i32) (param $bestPos i32)
    (param $bestNeg i32)
    (local $k i32) (local $p i32) (local $end i32) (local $row i32) (local $y i32) (local $yEnd i32)
    (local $j i32) (local $at i32) (local $stride i32)
    (local.set $stride (i32.shl (local.get $m) (i32.const 3)))
    (call $resetBest (local.get $best) (local.get $bestTerm) (local.get $bestPos) (local.get $bestNeg)
      (local.get $m))
    (local.set $k (local.get $from))
    (block $termsDone (loop $termsLoop
      (br_if $termsDone (i32.ge_u (local.get $k) (local.get $to)))
      (local.set $p (i32.load (i32.add (local.get $cptr) (i32.shl (local.get $k) (i32.const 2)))))
      (local.set $end (i32.load offset=4 (i32.add (local.get $cptr) (i32.shl (local.get $k) (i32.const 2)))))
      (if (local.get $stream)
        (then
          ;; D too large for the caches: totals and positive sides in one pass over the rows.
          (call $streamSums (local.get $q) (local.get $docs) (local.get $p) (local.get $end) (local.get $m)
            (local.get $out) (local.get $pos) (local.get $yptr) (local.get $ylab))
          (call $negatives (local.get $out) (local.get $pos) (local.get $neg) (local.get $m)))
        (else
      ;; The positive sides: zeroed, then each document's own labels in ascending document order.
      (local.set $j (i32.const 0))
      (block $zeroDone (loop $zeroLoop
        (br_if $zeroDone (i32.ge_u (local.get $j) (local.get $m)))
        (f64.store (i32.add (local.get $pos) (i32.shl (local.get $j) (i32.const 3))) (f64.const 0))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $zeroLoop)))
      (block $posDone (loop $posLoop
        (br_if $posDone (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $row (i32.load (i32.add (local.get $docs) (i32.shl (local.get $p) (i32.const 2)))))
        (local.set $y (i32.load (i32.add (local.get $yptr) (i32.shl (local.get $row) (i32.const 2)))))
        (local.set $yEnd (i32.load offset=4 (i32.add (local.get $yptr) (i32.shl (local.get $row) (i32.const 2)))))
        (local.set $row (i32.add (local.get $q) (i32.mul (local.get $row) (local.get $stride))))
        (block $labelsDone (loop $labelsLoop
          (br_if $labelsDone (i32.ge_u (local.get $y) (local.get $yEnd)))
          (local.set $j (i32.shl (i32.load (i32.add (local.get $ylab) (i32.shl (local.get $y) (i32.const 2))))
                                 (i32.const 3)))
          (local.set $at (i32.add (local.get $pos) (local.get $j)))
          (f64.store (local.get $at)
            (f64.add (f64.load (local.get $at)) (f64.load (i32.add (local.get $row) (local.get $j)))))
          (local.set $y (i32.add (local.get $y) (i32.const 1)))
          (br $labelsLoop)))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $posLoop)))
      ;; The totals and the negative sides.
      (call $termSums (local.get $q) (local.get $docs)
        (i32.load (i32.add (local.get $cptr) (i32.shl (local.get $k) (i32.const 2))))
        (local.get $end) (local.get $m) (local.get $out) (i32.const 1) (local.get $pos) (local.get $neg))))
      (call $criteria (local.get $pos) (local.get $neg) (local.get $best) (local.get $bestTerm) (local.get $m)
        (local.get $k) (local.get $bestPos) (local.get $bestNeg))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $termsLoop))))
  ;; Each of n labels' best before a scan: best[j] = -1, bestTerm[j] = -1, bestPos[j] = bestNeg[j] = 0.
  (func $resetBest (param $best i32) (param $bestTerm i32) (param $bestPos i32) (param $bestNeg i32)
    (param $n i32)
    (local $j i32)
    (block $initDone (loop $initLoop
      (br_if $initDone (i32.ge_u (local.get $j) (local.get $n)))
      (f64.store (i32.add (local.get $best) (i32.shl (local.get $j) (i32.const 3))) (f64.const -1))
      (f64.store (i32.add (local.get $bestPos) (i32.shl (local.get $j) (i32.const 3))) (f64.const 0))
      (f64.store (i32.add (local.get $bestNeg) (i32.shl (local.get $j) (i32.const 3))) (f64.const 0))
      (i32.store (i32.add (local.get $bestTerm) (i32.shl (local.get $j) (i32.const 2))) (i32.const -1))
      (local.set $j (i32.add (local.get $j) (i32.const 1)))
      (br $initLoop))))
  ;; The criterion c = (sqrt(pos[j]) - sqrt(neg[j]))^2 of term k for the n labels at pos, neg, best
  ;; and bestTerm, two labels a step; a lane that is strictly better takes term k, and its sides go to
  ;; bestPos and bestNeg.
  (func $criteria (param $pos i32) (param $neg i32) (param $best i32) (param $bestTerm i32) (param $n i32)
    (param $k i32) (param $bestPos i32) (param $bestNeg i32)
    (local $j i32) (local $at i32) (local $pairs i32) (local $s f64)
    (local $c v128) (local $b v128) (local $mask v128) (local $plus v128) (local $minus v128)
    (local.set $pairs (i32.and (local.get $n) (i32.const -2)))
    (local.set $j (i32.const 0))
    (block $critDone (loop $critLoop
      (br_if $critDone (i32.ge_u (local.get $j) (local.get $pairs)))
      (local.set $at (i32.shl (local.get $j) (i32.const 3)))
      (local.set $plus (v128.load (i32.add (local.get $pos) (local.get $at))))
      (local.set $minus (v128.load (i32.add (local.get $neg) (local.get $at))))
      (local.set $b (v128.load (i32.add (local.get $best) (local.get $at))))
      ;; Both lanes out without square roots when max(W+, W-) * (1 + 1e-12) < best: the criterion
      ;; as rounded is at most max(W+, W-) (1 + 2^-53)^3, so it cannot pass best (strictly below it
      ;; also where max(W+, W-) is subnormal and the factor rounds away).
      (if (i32.eqz (i64x2.all_true (f64x2.lt
            (f64x2.mul (f64x2.max (local.get $plus) (local.get $minus)) (v128.const f64x2 1.000000000001 1.000000000001))
            (local.get $b))))
        (then
          (local.set $c (f64x2.sub (f64x2.sqrt (local.get $plus)) (f64x2.sqrt (local.get $minus))))
          (local.set $c (f64x2.mul (local.get $c) (local.get $c)))
          (local.set $mask (f64x2.gt (local.get $c) (local.get $b)))
          (if (v128.any_true (local.get $mask))
            (then
              (v128.store (i32.add (local.get $best) (local.get $at))
                (v128.bitselect (local.get $c) (local.get $b) (local.get $mask)))
              (v128.store (i32.add (local.get $bestPos) (local.get $at))
                (v128.bitselect (local.get $plus) (v128.load (i32.add (local.get $bestPos) (local.get $at)))
                  (local.get $mask)))
              (v128.store (i32.add (local.get $bestNeg) (local.get $at))
                (v128.bitselect (local.get $minus) (v128.load (i32.add (local.get $bestNeg) (local.get $at)))
                  (local.get $mask)))
              (if (i32.wrap_i64 (i64x2.extract_lane 0 (local.get $mask)))
                (then (i32.store (i32.add (local.get $bestTerm) (i32.shl (local.get $j) (i32.const 2)))
                                 (local.get $k))))
              (if (i32.wrap_i64 (i64x2.extract_lane 1 (local.get $mask)))
                (then (i32.store offset=4 (i32.add (local.get $bestTerm) (i32.shl (local.get $j) (i32.const 2)))
                                 (local.get $k))))))))
      (local.set $j (i32.add (local.get $j) (i32.const 2)))
      (br $critLoop)))
    (if (i32.lt_u (local.get $j) (local.get $n))
      (then
        (local.set $at (i32.shl (local.get $j) (i32.const 3)))
        (local.set $s (f64.sub (f64.sqrt (f64.load (i32.add (local.get $pos) (local.get $at))))
                               (f64.sqrt (f64.load (i32.add (local.get $neg) (local.get $at))))))
        (local.set $s (f64.mul (local.get $s) (local.get $s)))
        (if (f64.gt (local.get $s) (f64.load (i32.add (local.get $best) (local.get $at))))
          (then
            (f64.store (i32.add (local.get $best) (local.get $at)) (local.get $s))
            (f64.store (i32.add (local.get $bestPos) (local.get $at))
              (f64.load (i32.add (local.get $pos) (local.get $at))))
            (f64.store (i32.add (local.get $bestNeg) (local.get $at))
              (f64.load (i32.add (local.get $neg) (local.get $at))))
            (i32.store (i32.add (local.get $bestTerm) (i32.shl (local.get $j) (i32.const 2)))
                       (local.get $k)))))))
  ;; blockBestTerms: bestTerms's choice for the labels [jf, jt) over every term [0, r), summed
  ;; document by document instead of term by term, for a D too large for the caches. For each
  ;; document i in ascending order, its row's weights of those labels are added into the totals of
  ;; each of its terms (acc: r rows of n = jt - jf), and each of its own labels' weights into the
  ;; positive sides (accPos, likewise): every (term, label) sum gets the same additions in the same
  ;; (document) order as bestTerms's, so the same bits, and D is read once where bestTerms reads each
  ;; row once for each of its terms. Then each term's negative sides ($negatives, into neg: n) and
  ;; criteria ($criteria) in ascending term order; best[j] and bestTerm[j] for j in [jf, jt) start at
  ;; -1, bestPos[j] and bestNeg[j] at 0. X's rows are the term ids xind[xptr[i] .. xptr[i + 1]) of
  ;; document i.
  (func (export "blockBestTerms") (param $q i32) (param $xptr i32) (param $xind i32) (param $g i32)
    (param $r i32) (param $m i32) (param $jf i32) (param $jt i32) (param $acc i32) (param $accPos i32)
    (param $neg i32) (param $yptr i32) (param $ylab i32) (param $best i32) (param $bestTerm i32)
    (param $bestPos i32) (param $bestNeg i32)
    (local $n i32) (local $width i32) (local $pairBytes i32) (local $i i32) (local $p i32) (local $pEnd i32)
    (local $row i32) (local $to i32) (local $at i32) (local $y i32) (local $yEnd i32) (local $l i32)
    (local $k i32) (local $w f64)
    (local.set $n (i32.sub (local.get $jt) (local.get $jf)))
    (local.set $width (i32.shl (local.get $n) (i32.const 3)))
    (local.set $pairBytes (i32.shl (i32.and (local.get $n) (i32.const -2)) (i32.const 3)))
    (memory.fill (local.get $acc) (i32.const 0) (i32.mul (local.get $r) (local.get $width)))
    (memory.fill (local.get $accPos) (i32.const 0) (i32.mul (local.get $r) (local.get $width)))
    (local.set $best (i32.add (local.get $best) (i32.shl (local.get $jf) (i32.const 3))))
    (local.set $bestTerm (i32.add (local.get $bestTerm) (i32.shl (local.get $jf) (i32.const 2))))
    (local.set $bestPos (i32.add (local.get $bestPos) (i32.shl (local.get $jf) (i32.const 3))))
    (local.set $bestNeg (i32.add (local.get $bestNeg) (i32.shl (local.get $jf) (i32.const 3))))
    (call $resetBest (local.get $best) (local.get $bestTerm) (local.get $bestPos) (local.get $bestNeg)
      (local.get $n))
    (block $docsDone (loop $docsLoop
      (br_if $docsDone (i32.ge_u (local.get $i) (local.get $g)))
      (local.set $row (i32.add (local.get $q)
        (i32.shl (i32.add (i32.mul (local.get $i) (local.get $m)) (local.get $jf)) (i32.const 3))))
      (local.set $p (i32.load (i32.add (local.get $xptr) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $pEnd (i32.load offset=4 (i32.add (local.get $xptr) (i32.shl (local.get $i) (i32.const 2)))))
      ;; The totals: the row's n weights into each of the document's terms, two labels a step.
      (block $termsDone (loop $termsLoop
        (br_if $termsDone (i32.ge_u (local.get $p) (local.get $pEnd)))
        (local.set $to (i32.add (local.get $acc)
          (i32.mul (i32.load (i32.add (local.get $xind) (i32.shl (local.get $p) (i32.const 2)))) (local.get $width))))
        (local.set $at (i32.const 0))
        (block $pairsDone (loop $pairsLoop
          (br_if $pairsDone (i32.ge_u (local.get $at) (local.get $pairBytes)))
          (v128.store (i32.add (local.get $to) (local.get $at))
            (f64x2.add (v128.load (i32.add (local.get $to) (local.get $at)))
                       (v128.load (i32.add (local.get $row) (local.get $at)))))
          (local.set $at (i32.add (local.get $at) (i32.const 16)))
          (br $pairsLoop)))
        (if (i32.lt_u (local.get $at) (local.get $width))
          (then
            (f64.store (i32.add (local.get $to) (local.get $at))
              (f64.add (f64.load (i32.add (local.get $to) (local.get $at)))
                       (f64.load (i32.add (local.get $row) (local.get $at)))))))
        (local.set $p (i32.add (local.get $p) (i32.const 1)))
        (br $termsLoop)))
      ;; The positive sides: each of the document's own labels in [jf, jt) into each of its terms.
      (local.set $y (i32.load (i32.add (local.get $yptr) (i32.shl (local.get $i) (i32.const 2)))))
      (local.set $yEnd (i32.load offset=4 (i32.add (local.get $yptr) (i32.shl (local.get $i) (i32.const 2)))))
      (block $labelsDone (loop $labelsLoop
        (br_if $labelsDone (i32.ge_u (local.get $y) (local.get $yEnd)))
        (local.set $l (i32.sub (i32.load (i32.add (local.get $ylab) (i32.shl (local.get $y) (i32.const 2))))
                               (local.get $jf)))
        (if (i32.lt_u (local.get $l) (local.get $n))
          (then
            (local.set $w (f64.load (i32.add (local.get $row) (i32.shl (local.get $l) (i32.const 3)))))
            (local.set $to (i32.add (local.get $accPos) (i32.shl (local.get $l) (i32.const 3))))
            (local.set $p (i32.load (i32.add (local.get $xptr) (i32.shl (local.get $i) (i32.const 2)))))
            (block $posDone (loop $posLoop
              (br_if $posDone (i32.ge_u (local.get $p) (local.get $pEnd)))
              (local.set $at (i32.add (local.get $to)
                (i32.mul (i32.load (i32.add (local.get $xind) (i32.shl (local.get $p) (i32.const 2))))
                         (local.get $width))))
              (f64.store (local.get $at) (f64.add (f64.load (local.get $at)) (local.get $w)))
              (local.set $p (i32.add (local.get $p) (i32.const 1)))
              (br $posLoop)))))
        (local.set $y (i32.add (local.get $y) (i32.const 1)))
        (br $labelsLoop)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $docsLoop)))
    ;; Each term's negative sides and criteria, in ascending term order.
    (local.set $k (i32.const 0))
    (block $critDone (loop $critLoop
      (br_if $critDone (i32.ge_u (local.get $k) (local.get $r)))
      (local.set $at (i32.mul (local.get $k) (local.get $width)))
      (call $negatives (i32.add (local.get $acc) (local.get $at)) (i32.add (local.get $accPos) (local.get $at))
        (local.get $neg) (local.get $n))
      (call $criteria (i32.add (local.get $accPos) (local.get $at)) (local.get $neg) (local.get $best)
        (local.get $bestTerm) (local.get $n) (local.get $k) (local.get $bestPos) (local.get $bestNeg))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $critLoop))))
)
