;; The dense passes of the boosting loop over the weights D of every (document, label) pair, with
;; WebAssembly SIMD: two labels at a time in f64x2 lanes. Every lane does exactly the scalar
;; operations of the JavaScript loops in src/pair-passes.ts, in the same order for each label, so the
;; results have the same bits. Assembled by scripts/wasm/assemble.mjs into src/generated/pair-passes-wasm.ts;
;; each sixteen-label step is written once between `;; unroll q from 0 to 7` and `;; end unroll` and
;; repeated by the assembler for the eight pairs of labels (`expandUnrolled` of scripts/wasm/wat.mjs:
;; a shuffle's lanes are immediates, and a loop that shifts them instead was 30% slower).
;; Also over a shared memory (src/generated/pair-passes-shared-wasm.ts), so that worker threads can read D:
;; variants: shared
;;
;; Memory (addresses in bytes, chosen by the caller): D, g x m f64, row-major; signs, g x m i8 (+1/-1);
;; present, g (one side bit a document) or g x m (one a pair) u8; factor, 4 x m f64: the multiplier of
;; label j is factor[side * 2m + (y > 0 ? m : 0) + j]; vectors of m f64 for the sums.
(module
  (import "env" "memory" (memory 1))

  ;; reweightShared: every label of document i on the same side, present[i].
  ;; D(i, j) *= factor[present[i] * 2m + (y(i, j) > 0 ? m : 0) + j]; sums[j] += D(i, j), i ascending.
  (func (export "reweightShared")
    (param $d i32) (param $s i32) (param $factor i32) (param $present i32) (param $sums i32)
    (param $g i32) (param $m i32)
    (local $i i32) (local $j i32) (local $k i32) (local $even i32) (local $neg i32) (local $pos i32)
    (local $w v128) (local $ws f64) (local $signs16 v128)
    (local.set $even (i32.and (local.get $m) (i32.const -2)))
    (block $rowsDone (loop $rows
      (br_if $rowsDone (i32.ge_u (local.get $i) (local.get $g)))
      (local.set $neg (i32.add (local.get $factor)
        (i32.shl (i32.mul (i32.load8_u (i32.add (local.get $present) (local.get $i))) (local.get $m)) (i32.const 4))))
      (local.set $pos (i32.add (local.get $neg) (i32.shl (local.get $m) (i32.const 3))))
      (local.set $j (i32.const 0))
      ;; Sixteen labels a step while they last: the sixteen signs compared at once and each pair's
      ;; lane masks shuffled out of them (the per-pair path below widens one pair's signs at a time).
      (block $blocksDone (loop $blocks
        (br_if $blocksDone (i32.gt_s (i32.add (local.get $j) (i32.const 16)) (local.get $m)))
        (local.set $signs16 (i8x16.gt_s (v128.load (i32.add (local.get $s) (local.get $j))) (v128.const i64x2 0 0)))
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        ;; unroll q from 0 to 7
        (local.set $w (f64x2.mul
          (v128.load offset={16 * q} (i32.add (local.get $d) (local.get $k)))
          (v128.bitselect
            (v128.load offset={16 * q} (i32.add (local.get $pos) (local.get $k)))
            (v128.load offset={16 * q} (i32.add (local.get $neg) (local.get $k)))
            (i8x16.shuffle {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} (local.get $signs16) (local.get $signs16)))))
        (v128.store offset={16 * q} (i32.add (local.get $d) (local.get $k)) (local.get $w))
        (v128.store offset={16 * q} (i32.add (local.get $sums) (local.get $k))
          (f64x2.add (v128.load offset={16 * q} (i32.add (local.get $sums) (local.get $k))) (local.get $w)))
        ;; end unroll
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $blocks)))
      (block $pairsDone (loop $pairs
        (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $even)))
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        (local.set $w (f64x2.mul
          (v128.load (i32.add (local.get $d) (local.get $k)))
          (v128.bitselect
            (v128.load (i32.add (local.get $pos) (local.get $k)))
            (v128.load (i32.add (local.get $neg) (local.get $k)))
            (i64x2.gt_s
              (i64x2.extend_low_i32x4_s (i32x4.extend_low_i16x8_s (i16x8.extend_low_i8x16_s
                (v128.load16_splat (i32.add (local.get $s) (local.get $j))))))
              (v128.const i64x2 0 0)))))
        (v128.store (i32.add (local.get $d) (local.get $k)) (local.get $w))
        (v128.store (i32.add (local.get $sums) (local.get $k))
          (f64x2.add (v128.load (i32.add (local.get $sums) (local.get $k))) (local.get $w)))
        (local.set $j (i32.add (local.get $j) (i32.const 2)))
        (br $pairs)))
      (if (i32.lt_u (local.get $even) (local.get $m)) (then
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        (local.set $ws (f64.mul
          (f64.load (i32.add (local.get $d) (local.get $k)))
          (select
            (f64.load (i32.add (local.get $pos) (local.get $k)))
            (f64.load (i32.add (local.get $neg) (local.get $k)))
            (i32.gt_s (i32.load8_s (i32.add (local.get $s) (local.get $j))) (i32.const 0)))))
        (f64.store (i32.add (local.get $d) (local.get $k)) (local.get $ws))
        (f64.store (i32.add (local.get $sums) (local.get $k))
          (f64.add (f64.load (i32.add (local.get $sums) (local.get $k))) (local.get $ws)))))
      (local.set $d (i32.add (local.get $d) (i32.shl (local.get $m) (i32.const 3))))
      (local.set $s (i32.add (local.get $s) (local.get $m)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $rows))))

  ;; reweightPerLabel: each pair on its own side, present[i * m + j], which it clears (sets to 0) as it
;; reads it, so the caller need not zero the g x m side bytes again before the next round.
  ;; D(i, j) *= factor[present(i, j) * 2m + (y(i, j) > 0 ? m : 0) + j]; sums[j] += D(i, j), i ascending.
  (func (export "reweightPerLabel")
    (param $d i32) (param $s i32) (param $factor i32) (param $present i32) (param $sums i32)
    (param $g i32) (param $m i32)
    (local $i i32) (local $j i32) (local $k i32) (local $even i32) (local $absent i32) (local $side i32)
    (local $w v128) (local $sign v128) (local $ws f64) (local $f0 f64) (local $f1 f64)
    (local $signs16 v128) (local $present16 v128) (local $absentPos i32) (local $sidePos i32)
    (local.set $even (i32.and (local.get $m) (i32.const -2)))
    (local.set $absent (local.get $factor))
    (local.set $side (i32.add (local.get $factor) (i32.shl (local.get $m) (i32.const 4))))
    (local.set $absentPos (i32.add (local.get $absent) (i32.shl (local.get $m) (i32.const 3))))
    (local.set $sidePos (i32.add (local.get $side) (i32.shl (local.get $m) (i32.const 3))))
    (block $rowsDone (loop $rows
      (br_if $rowsDone (i32.ge_u (local.get $i) (local.get $g)))
      (local.set $j (i32.const 0))
      ;; Sixteen labels a step while they last (as in reweightShared); the side bytes read are cleared.
      (block $blocksDone (loop $blocks
        (br_if $blocksDone (i32.gt_s (i32.add (local.get $j) (i32.const 16)) (local.get $m)))
        (local.set $signs16 (i8x16.gt_s (v128.load (i32.add (local.get $s) (local.get $j))) (v128.const i64x2 0 0)))
        (local.set $present16 (i8x16.ne (v128.load (i32.add (local.get $present) (local.get $j))) (v128.const i64x2 0 0)))
        (v128.store (i32.add (local.get $present) (local.get $j)) (v128.const i64x2 0 0))
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        ;; unroll q from 0 to 7
        (local.set $sign (i8x16.shuffle {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} (local.get $signs16) (local.get $signs16)))
        (local.set $w (f64x2.mul
          (v128.load offset={16 * q} (i32.add (local.get $d) (local.get $k)))
          (v128.bitselect
            (v128.bitselect
              (v128.load offset={16 * q} (i32.add (local.get $sidePos) (local.get $k)))
              (v128.load offset={16 * q} (i32.add (local.get $side) (local.get $k)))
              (local.get $sign))
            (v128.bitselect
              (v128.load offset={16 * q} (i32.add (local.get $absentPos) (local.get $k)))
              (v128.load offset={16 * q} (i32.add (local.get $absent) (local.get $k)))
              (local.get $sign))
            (i8x16.shuffle {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} (local.get $present16) (local.get $present16)))))
        (v128.store offset={16 * q} (i32.add (local.get $d) (local.get $k)) (local.get $w))
        (v128.store offset={16 * q} (i32.add (local.get $sums) (local.get $k))
          (f64x2.add (v128.load offset={16 * q} (i32.add (local.get $sums) (local.get $k))) (local.get $w)))
        ;; end unroll
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $blocks)))
      (block $pairsDone (loop $pairs
        (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $even)))
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        (local.set $sign
          (i64x2.gt_s
            (i64x2.extend_low_i32x4_s (i32x4.extend_low_i16x8_s (i16x8.extend_low_i8x16_s
              (v128.load16_splat (i32.add (local.get $s) (local.get $j))))))
            (v128.const i64x2 0 0)))
        (local.set $w (f64x2.mul
          (v128.load (i32.add (local.get $d) (local.get $k)))
          (v128.bitselect
            (v128.bitselect
              (v128.load (i32.add (i32.add (local.get $side) (i32.shl (local.get $m) (i32.const 3))) (local.get $k)))
              (v128.load (i32.add (local.get $side) (local.get $k)))
              (local.get $sign))
            (v128.bitselect
              (v128.load (i32.add (i32.add (local.get $absent) (i32.shl (local.get $m) (i32.const 3))) (local.get $k)))
              (v128.load (i32.add (local.get $absent) (local.get $k)))
              (local.get $sign))
            (i64x2.ne
              (i64x2.extend_low_i32x4_u (i32x4.extend_low_i16x8_u (i16x8.extend_low_i8x16_u
                (v128.load16_splat (i32.add (local.get $present) (local.get $j))))))
              (v128.const i64x2 0 0)))))
        (i32.store16 (i32.add (local.get $present) (local.get $j)) (i32.const 0))
        (v128.store (i32.add (local.get $d) (local.get $k)) (local.get $w))
        (v128.store (i32.add (local.get $sums) (local.get $k))
          (f64x2.add (v128.load (i32.add (local.get $sums) (local.get $k))) (local.get $w)))
        (local.set $j (i32.add (local.get $j) (i32.const 2)))
        (br $pairs)))
      (if (i32.lt_u (local.get $even) (local.get $m)) (then
        (local.set $k (i32.add
          (i32.shl (i32.mul (i32.load8_u (i32.add (local.get $present) (local.get $j))) (local.get $m)) (i32.const 4))
          (i32.shl (local.get $j) (i32.const 3))))
        (local.set $f0 (f64.load (i32.add (local.get $factor) (local.get $k))))
        (local.set $f1 (f64.load (i32.add (i32.add (local.get $factor) (i32.shl (local.get $m) (i32.const 3))) (local.get $k))))
        (i32.store8 (i32.add (local.get $present) (local.get $j)) (i32.const 0))
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        (local.set $ws (f64.mul
          (f64.load (i32.add (local.get $d) (local.get $k)))
          (select (local.get $f1) (local.get $f0)
            (i32.gt_s (i32.load8_s (i32.add (local.get $s) (local.get $j))) (i32.const 0)))))
        (f64.store (i32.add (local.get $d) (local.get $k)) (local.get $ws))
        (f64.store (i32.add (local.get $sums) (local.get $k))
          (f64.add (f64.load (i32.add (local.get $sums) (local.get $k))) (local.get $ws)))))
      (local.set $d (i32.add (local.get $d) (i32.shl (local.get $m) (i32.const 3))))
      (local.set $s (i32.add (local.get $s) (local.get $m)))
      (local.set $present (i32.add (local.get $present) (local.get $m)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $rows))))

  ;; normalise: D(i, j) *= inv[j]; positive[j] or negative[j] (by the sign of y(i, j)) += D(i, j),
  ;; i ascending. The other label total of a lane gets +0, which leaves a sum of non-negative weights
  ;; as it was.
  (func (export "normalise")
    (param $d i32) (param $s i32) (param $inv i32) (param $positive i32) (param $negative i32)
    (param $g i32) (param $m i32)
    (local $i i32) (local $j i32) (local $k i32) (local $even i32)
    (local $w v128) (local $sign v128) (local $ws f64) (local $signs16 v128)
    (local.set $even (i32.and (local.get $m) (i32.const -2)))
    (block $rowsDone (loop $rows
      (br_if $rowsDone (i32.ge_u (local.get $i) (local.get $g)))
      (local.set $j (i32.const 0))
      ;; Sixteen labels a step while they last (as in reweightShared).
      (block $blocksDone (loop $blocks
        (br_if $blocksDone (i32.gt_s (i32.add (local.get $j) (i32.const 16)) (local.get $m)))
        (local.set $signs16 (i8x16.gt_s (v128.load (i32.add (local.get $s) (local.get $j))) (v128.const i64x2 0 0)))
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        ;; unroll q from 0 to 7
        (local.set $w (f64x2.mul
          (v128.load offset={16 * q} (i32.add (local.get $d) (local.get $k)))
          (v128.load offset={16 * q} (i32.add (local.get $inv) (local.get $k)))))
        (v128.store offset={16 * q} (i32.add (local.get $d) (local.get $k)) (local.get $w))
        (local.set $sign (i8x16.shuffle {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} {2 * q + 1} (local.get $signs16) (local.get $signs16)))
        (v128.store offset={16 * q} (i32.add (local.get $positive) (local.get $k))
          (f64x2.add (v128.load offset={16 * q} (i32.add (local.get $positive) (local.get $k)))
            (v128.and (local.get $w) (local.get $sign))))
        (v128.store offset={16 * q} (i32.add (local.get $negative) (local.get $k))
          (f64x2.add (v128.load offset={16 * q} (i32.add (local.get $negative) (local.get $k)))
            (v128.andnot (local.get $w) (local.get $sign))))
        ;; end unroll
        (local.set $j (i32.add (local.get $j) (i32.const 16)))
        (br $blocks)))
      (block $pairsDone (loop $pairs
        (br_if $pairsDone (i32.ge_u (local.get $j) (local.get $even)))
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        (local.set $w (f64x2.mul
          (v128.load (i32.add (local.get $d) (local.get $k)))
          (v128.load (i32.add (local.get $inv) (local.get $k)))))
        (v128.store (i32.add (local.get $d) (local.get $k)) (local.get $w))
        (local.set $sign
          (i64x2.gt_s
            (i64x2.extend_low_i32x4_s (i32x4.extend_low_i16x8_s (i16x8.extend_low_i8x16_s
              (v128.load16_splat (i32.add (local.get $s) (local.get $j))))))
            (v128.const i64x2 0 0)))
        (v128.store (i32.add (local.get $positive) (local.get $k))
          (f64x2.add (v128.load (i32.add (local.get $positive) (local.get $k)))
            (v128.and (local.get $w) (local.get $sign))))
        (v128.store (i32.add (local.get $negative) (local.get $k))
          (f64x2.add (v128.load (i32.add (local.get $negative) (local.get $k)))
            (v128.andnot (local.get $w) (local.get $sign))))
        (local.set $j (i32.add (local.get $j) (i32.const 2)))
        (br $pairs)))
      (if (i32.lt_u (local.get $even) (local.get $m)) (then
        (local.set $k (i32.shl (local.get $j) (i32.const 3)))
        (local.set $ws (f64.mul
          (f64.load (i32.add (local.get $d) (local.get $k)))
          (f64.load (i32.add (local.get $inv) (local.get $k)))))
        (f64.store (i32.add (local.get $d) (local.get $k)) (local.get $ws))
        (if (i32.gt_s (i32.load8_s (i32.add (local.get $s) (local.get $j))) (i32.const 0))
          (then (f64.store (i32.add (local.get $positive) (local.get $k))
            (f64.add (f64.load (i32.add (local.get $positive) (local.get $k))) (local.get $ws))))
          (else (f64.store (i32.add (local.get $negative) (local.get $k))
            (f64.add (f64.load (i32.add (local.get $negative) (local.get $k))) (local.get $ws)))))))
      (local.set $d (i32.add (local.get $d) (i32.shl (local.get $m) (i32.const 3))))
      (local.set $s (i32.add (local.get $s) (local.get $m)))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $rows))))
)
