;; A term's present sides with WebAssembly SIMD, over D where the boosting loop keeps it: for the
;; labels j in [from, to), out[2(j - from)] = Σ D(i, j) over the term's documents i whose y(i, j) is
;; not positive (the negative side) and out[2(j - from) + 1] = Σ D(i, j) over those whose y(i, j) is
;; positive, each sum from 0 in ascending order of docs[0 .. count). D is g × m row-major Float64 at
;; $d, the signs y(i, j) g × m Int8 at $s (D(i, j) at $d + 8(i · m + j), y(i, j) at $s + i · m + j).
;;
;; These are the sums of addTermWeightsBySign (src/document-weights.ts), bit for bit: each lane adds
;; a pair's weight to the side its sign picks and +0 to the other side, and x + 0 = x for every sum
;; here (the weights are >= +0, so every sum is +0 or positive), so each side sees the additions of
;; the JavaScript branch in the same order. Labels go eight at a time (a negative and a positive
;; f64x2 register per two labels, the eight signs loaded and compared at once, each pair's bytes then
;; spread over an i64x2 mask), then two at a time, then the odd last one. Assembled by scripts/wasm/assemble.mjs into
;; src/generated/term-sides-wasm.ts, and over a shared memory into src/generated/term-sides-shared-wasm.ts (D on shared
;; memory, for the worker-thread learners):
;; variants: shared
(module
  (import "env" "memory" (memory 1))
  (func $termSides (export "termSides") (param $d i32) (param $s i32) (param $docs i32) (param $count i32)
    (param $m i32) (param $from i32) (param $to i32) (param $out i32)
    (local $p i32) (local $j i32) (local $row i32) (local $end i32) (local $eights i32) (local $pairs i32)
    (local $at i32) (local $w v128) (local $mask v128) (local $narrow v128)
    (local $n0 v128) (local $p0 v128) (local $n1 v128) (local $p1 v128)
    (local $n2 v128) (local $p2 v128) (local $n3 v128) (local $p3 v128)
    (local $sn f64) (local $sp f64) (local $x f64)
    (local.set $end (i32.add (local.get $docs) (i32.shl (local.get $count) (i32.const 2))))
    (local.set $eights (i32.add (local.get $from)
      (i32.and (i32.sub (local.get $to) (local.get $from)) (i32.const -8))))
    (local.set $pairs (i32.add (local.get $from)
      (i32.and (i32.sub (local.get $to) (local.get $from)) (i32.const -2))))
    (local.set $j (local.get $from))
    ;; Labels j .. j + 7: eight sums in registers over all the documents, then stored.
    (block $eightsDone (loop $eightsLoop
      (br_if $eightsDone (i32.ge_u (local.get $j) (local.get $eights)))
      (local.set $n0 (v128.const f64x2 0 0)) (local.set $p0 (v128.const f64x2 0 0))
      (local.set $n1 (v128.const f64x2 0 0)) (local.set $p1 (v128.const f64x2 0 0))
      (local.set $n2 (v128.const f64x2 0 0)) (local.set $p2 (v128.const f64x2 0 0))
      (local.set $n3 (v128.const f64x2 0 0)) (local.set $p3 (v128.const f64x2 0 0))
      (local.set $p (local.get $docs))
      (block $docsDone (loop $docsLoop
        (br_if $docsDone (i32.ge_u (local.get $p) (local.get $end)))
        ;; row = i · m + j: the pair (i, j)'s index.
        (local.set $row (i32.add (i32.mul (i32.load (local.get $p)) (local.get $m)) (local.get $j)))
        (local.set $at (i32.add (local.get $d) (i32.shl (local.get $row) (i32.const 3))))
        ;; Eight negative signs (eight bytes of -1), the common case: the weights go to the negative
        ;; sides whole (the positive sides would add +0).
        (if (i64.eq (i64.load (i32.add (local.get $s) (local.get $row))) (i64.const -1))
          (then
            (local.set $n0 (f64x2.add (local.get $n0) (v128.load (local.get $at))))
            (local.set $n1 (f64x2.add (local.get $n1) (v128.load offset=16 (local.get $at))))
            (local.set $n2 (f64x2.add (local.get $n2) (v128.load offset=32 (local.get $at))))
            (local.set $n3 (f64x2.add (local.get $n3) (v128.load offset=48 (local.get $at))))
            (local.set $p (i32.add (local.get $p) (i32.const 4)))
            (br $docsLoop)))
        ;; Eight signs, each byte 0xff where y > 0, then each pair of them spread over an i64x2 mask.
        (local.set $narrow (i8x16.gt_s (v128.load64_zero (i32.add (local.get $s) (local.get $row)))
          (v128.const i64x2 0 0)))
        (local.set $mask (i8x16.shuffle 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 (local.get $narrow) (local.get $narrow)))
        (local.set $w (v128.load (local.get $at)))
        (local.set $p0 (f64x2.add (local.get $p0) (v128.and (local.get $w) (local.get $mask))))
        (local.set $n0 (f64x2.add (local.get $n0) (v128.andnot (local.get $w) (local.get $mask))))
        (local.set $mask (i8x16.shuffle 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3 (local.get $narrow) (local.get $narrow)))
        (local.set $w (v128.load offset=16 (local.get $at)))
        (local.set $p1 (f64x2.add (local.get $p1) (v128.and (local.get $w) (local.get $mask))))
        (local.set $n1 (f64x2.add (local.get $n1) (v128.andnot (local.get $w) (local.get $mask))))
        (local.set $mask (i8x16.shuffle 4 4 4 4 4 4 4 4 5 5 5 5 5 5 5 5 (local.get $narrow) (local.get $narrow)))
        (local.set $w (v128.load offset=32 (local.get $at)))
        (local.set $p2 (f64x2.add (local.get $p2) (v128.and (local.get $w) (local.get $mask))))
        (local.set $n2 (f64x2.add (local.get $n2) (v128.andnot (local.get $w) (local.get $mask))))
        (local.set $mask (i8x16.shuffle 6 6 6 6 6 6 6 6 7 7 7 7 7 7 7 7 (local.get $narrow) (local.get $narrow)))
        (local.set $w (v128.load offset=48 (local.get $at)))
        (local.set $p3 (f64x2.add (local.get $p3) (v128.and (local.get $w) (local.get $mask))))
        (local.set $n3 (f64x2.add (local.get $n3) (v128.andnot (local.get $w) (local.get $mask))))
        (local.set $p (i32.add (local.get $p) (i32.const 4)))
        (br $docsLoop)))
      ;; out[2u] = negative, out[2u + 1] = positive: each pair of registers interleaved.
      (local.set $at (i32.add (local.get $out)
        (i32.shl (i32.sub (local.get $j) (local.get $from)) (i32.const 4))))
      (call $storeSides (local.get $at) (local.get $n0) (local.get $p0))
      (call $storeSides (i32.add (local.get $at) (i32.const 32)) (local.get $n1) (local.get $p1))
      (call $storeSides (i32.add (local.get $at) (i32.const 64)) (local.get $n2) (local.get $p2))
      (call $storeSides (i32.add (local.get $at) (i32.const 96)) (local.get $n3) (local.get $p3))
      (local.set $j (i32.add (local.get $j) (i32.const 8)))
      (br $eightsLoop)))
    ;; Labels two at a time.
    (block $pairsDone (loop $pairsLoop
      (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $pairs)))
      (local.set $n0 (v128.const f64x2 0 0)) (local.set $p0 (v128.const f64x2 0 0))
      (local.set $p (local.get $docs))
      (block $docsDone (loop $docsLoop
        (br_if $docsDone (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $row (i32.add (i32.mul (i32.load (local.get $p)) (local.get $m)) (local.get $j)))
        (local.set $mask (i64x2.gt_s
          (i64x2.extend_low_i32x4_s (i32x4.extend_low_i16x8_s (i16x8.extend_low_i8x16_s
            (v128.load16_lane 0 (i32.add (local.get $s) (local.get $row)) (v128.const i64x2 0 0)))))
          (v128.const i64x2 0 0)))
        (local.set $w (v128.load (i32.add (local.get $d) (i32.shl (local.get $row) (i32.const 3)))))
        (local.set $p0 (f64x2.add (local.get $p0) (v128.and (local.get $w) (local.get $mask))))
        (local.set $n0 (f64x2.add (local.get $n0) (v128.andnot (local.get $w) (local.get $mask))))
        (local.set $p (i32.add (local.get $p) (i32.const 4)))
        (br $docsLoop)))
      (call $storeSides
        (i32.add (local.get $out) (i32.shl (i32.sub (local.get $j) (local.get $from)) (i32.const 4)))
        (local.get $n0) (local.get $p0))
      (local.set $j (i32.add (local.get $j) (i32.const 2)))
      (br $pairsLoop)))
    ;; The odd last label: the JavaScript branch itself.
    (if (i32.lt_u (local.get $j) (local.get $to))
      (then
        (local.set $sn (f64.const 0))
        (local.set $sp (f64.const 0))
        (local.set $p (local.get $docs))
        (block $docsDone (loop $docsLoop
          (br_if $docsDone (i32.ge_u (local.get $p) (local.get $end)))
          (local.set $row (i32.add (i32.mul (i32.load (local.get $p)) (local.get $m)) (local.get $j)))
          (local.set $x (f64.load (i32.add (local.get $d) (i32.shl (local.get $row) (i32.const 3)))))
          (if (i32.gt_s (i32.load8_s (i32.add (local.get $s) (local.get $row))) (i32.const 0))
            (then (local.set $sp (f64.add (local.get $sp) (local.get $x))))
            (else (local.set $sn (f64.add (local.get $sn) (local.get $x)))))
          (local.set $p (i32.add (local.get $p) (i32.const 4)))
          (br $docsLoop)))
        (local.set $at (i32.add (local.get $out)
          (i32.shl (i32.sub (local.get $j) (local.get $from)) (i32.const 4))))
        (f64.store (local.get $at) (local.get $sn))
        (f64.store offset=8 (local.get $at) (local.get $sp)))))
  ;; documentDots: out[i - from] = Σ_j c(j, y(i, j)) · D(i, j) for the documents i in [from, to),
  ;; with c(j, −) at $cn + 8j and c(j, +) at $cp + 8j: two labels a lane pair (each lane's products
  ;; added from 0 in ascending j), the two lanes then added, then the odd last label. Not the bits
  ;; of a sequential sum over j: its callers (the streamed choosers' linear bound) allow for rounding.
  (func $documentDots (export "documentDots") (param $d i32) (param $s i32) (param $cn i32) (param $cp i32)
    (param $m i32) (param $from i32) (param $to i32) (param $out i32)
    (local $i i32) (local $row i32) (local $j i32) (local $pairs i32) (local $at i32)
    (local $acc v128) (local $mask v128) (local $sum f64)
    (local.set $pairs (i32.and (local.get $m) (i32.const -2)))
    (local.set $i (local.get $from))
    (block $docsDone (loop $docsLoop
      (br_if $docsDone (i32.ge_u (local.get $i) (local.get $to)))
      (local.set $row (i32.mul (local.get $i) (local.get $m)))
      (local.set $acc (v128.const f64x2 0 0))
      (local.set $j (i32.const 0))
      (block $pairsDone (loop $pairsLoop
        (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $pairs)))
        (local.set $mask (i64x2.gt_s
          (i64x2.extend_low_i32x4_s (i32x4.extend_low_i16x8_s (i16x8.extend_low_i8x16_s
            (v128.load16_lane 0 (i32.add (local.get $s) (i32.add (local.get $row) (local.get $j)))
              (v128.const i64x2 0 0)))))
          (v128.const i64x2 0 0)))
        (local.set $at (i32.shl (local.get $j) (i32.const 3)))
        (local.set $acc (f64x2.add (local.get $acc) (f64x2.mul
          (v128.bitselect (v128.load (i32.add (local.get $cp) (local.get $at)))
            (v128.load (i32.add (local.get $cn) (local.get $at))) (local.get $mask))
          (v128.load (i32.add (local.get $d)
            (i32.shl (i32.add (local.get $row) (local.get $j)) (i32.const 3)))))))
        (local.set $j (i32.add (local.get $j) (i32.const 2)))
        (br $pairsLoop)))
      (local.set $sum (f64.add (f64x2.extract_lane 0 (local.get $acc)) (f64x2.extract_lane 1 (local.get $acc))))
      (if (i32.lt_u (local.get $j) (local.get $m))
        (then
          (local.set $sum (f64.add (local.get $sum) (f64.mul
            (select
              (f64.load (i32.add (local.get $cp) (i32.shl (local.get $j) (i32.const 3))))
              (f64.load (i32.add (local.get $cn) (i32.shl (local.get $j) (i32.const 3))))
              (i32.gt_s (i32.load8_s (i32.add (local.get $s) (i32.add (local.get $row) (local.get $j))))
                (i32.const 0)))
            (f64.load (i32.add (local.get $d)
              (i32.shl (i32.add (local.get $row) (local.get $j)) (i32.const 3)))))))))
      (f64.store (i32.add (local.get $out) (i32.shl (i32.sub (local.get $i) (local.get $from)) (i32.const 3)))
        (local.get $sum))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $docsLoop))))
;; openLabels: a term's sides of every label (termSides over [0, m) into $sides), then the labels
  ;; j in ascending order whose linear lower bound floors[j] - c(j, -) · n_j - c(j, +) · p_j is not at
  ;; least cutoffs[j], written as i32 to $open; returns how many. The floors and the cutoffs are m
  ;; Float64 at $floors and $cutoffs, the coefficients (c(j, -), c(j, +)) pairs at $c + 16j, as the
  ;; sides (n_j, p_j) at $sides + 16j. Two labels a lane pair, each lane the operations of the
  ;; JavaScript test `floors[j] - c[2j] * n - c[2j + 1] * p >= cutoffs[j]` in that order (the same
  ;; bits), then the odd last label. A cutoff of +Infinity leaves every finite bound open.
  (func $openLabels (export "openLabels") (param $d i32) (param $s i32) (param $docs i32) (param $count i32)
    (param $m i32) (param $sides i32) (param $floors i32) (param $c i32) (param $cutoffs i32) (param $open i32)
    (result i32)
    (local $j i32) (local $pairs i32) (local $at i32) (local $opened i32) (local $skip i32)
    (local $a v128) (local $b v128) (local $bound v128)
    (call $termSides (local.get $d) (local.get $s) (local.get $docs) (local.get $count) (local.get $m)
      (i32.const 0) (local.get $m) (local.get $sides))
    (local.set $pairs (i32.and (local.get $m) (i32.const -2)))
    (local.set $j (i32.const 0))
    (block $pairsDone (loop $pairsLoop
      (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $pairs)))
      (local.set $at (i32.shl (local.get $j) (i32.const 4)))
      ;; a = (c(j, -) n_j, c(j, +) p_j), b the same of label j + 1.
      (local.set $a (f64x2.mul (v128.load (i32.add (local.get $sides) (local.get $at)))
        (v128.load (i32.add (local.get $c) (local.get $at)))))
      (local.set $b (f64x2.mul (v128.load offset=16 (i32.add (local.get $sides) (local.get $at)))
        (v128.load offset=16 (i32.add (local.get $c) (local.get $at)))))
      (local.set $at (i32.shl (local.get $j) (i32.const 3)))
      (local.set $bound (f64x2.sub
        (f64x2.sub (v128.load (i32.add (local.get $floors) (local.get $at)))
          (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $a) (local.get $b)))
        (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $a) (local.get $b))))
      (local.set $skip (i64x2.bitmask
        (f64x2.ge (local.get $bound) (v128.load (i32.add (local.get $cutoffs) (local.get $at))))))
      ;; Each label's id is stored at the next free place and kept there only when open.
      (i32.store (i32.add (local.get $open) (i32.shl (local.get $opened) (i32.const 2))) (local.get $j))
      (local.set $opened (i32.add (local.get $opened)
        (i32.xor (i32.and (local.get $skip) (i32.const 1)) (i32.const 1))))
      (i32.store (i32.add (local.get $open) (i32.shl (local.get $opened) (i32.const 2)))
        (i32.add (local.get $j) (i32.const 1)))
      (local.set $opened (i32.add (local.get $opened)
        (i32.xor (i32.shr_u (local.get $skip) (i32.const 1)) (i32.const 1))))
      (local.set $j (i32.add (local.get $j) (i32.const 2)))
      (br $pairsLoop)))
    (if (i32.lt_u (local.get $j) (local.get $m))
      (then
        (local.set $at (i32.shl (local.get $j) (i32.const 4)))
        (if (i32.eqz (f64.ge
            (f64.sub
              (f64.sub (f64.load (i32.add (local.get $floors) (i32.shl (local.get $j) (i32.const 3))))
                (f64.mul (f64.load (i32.add (local.get $c) (local.get $at)))
                  (f64.load (i32.add (local.get $sides) (local.get $at)))))
              (f64.mul (f64.load offset=8 (i32.add (local.get $c) (local.get $at)))
                (f64.load offset=8 (i32.add (local.get $sides) (local.get $at)))))
            (f64.load (i32.add (local.get $cutoffs) (i32.shl (local.get $j) (i32.const 3))))))
          (then
            (i32.store (i32.add (local.get $open) (i32.shl (local.get $opened) (i32.const 2))) (local.get $j))
            (local.set $opened (i32.add (local.get $opened) (i32.const 1)))))))
    (local.get $opened))
  ;; Two labels' sides at $at: (negative, positive) of the first lane, then of the second.
  (func $storeSides (param $at i32) (param $n v128) (param $p v128)
    (v128.store (local.get $at)
      (i8x16.shuffle 0 1 2 3 4 5 6 7 16 17 18 19 20 21 22 23 (local.get $n) (local.get $p)))
    (v128.store offset=16 (local.get $at)
      (i8x16.shuffle 8 9 10 11 12 13 14 15 24 25 26 27 28 29 30 31 (local.get $n) (local.get $p)))))
