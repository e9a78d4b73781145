;; One Householder reflection of the QR factorisation (src/householder-qr.ts), applied to the columns
;; from..c−1 of a p x c row-major matrix: acc = t · Σ_{i ≥ j} v_i · m_i (rows i ascending, v_i the
;; entry (i, j) of the reflectors' matrix vs, rows with v_i = 0 skipped), then m_i −= v_i · acc for
;; every such row. Two columns a step in f64x2 lanes, each lane doing exactly the scalar operations of
;; the JavaScript twin (`reflectJs` in src/householder-qr.ts, the reference) in the same order, so the
;; factorisation has the same bits. Assembled by scripts/wasm/assemble.mjs into
;; src/generated/householder-wasm.ts.
;;
;; Memory (addresses in bytes, chosen by the caller): m and vs, p x c f64 row-major (the same matrix
;; while factorising); acc, c f64.
(module
  (import "env" "memory" (memory 1))

  (func (export "reflect")
    (param $m i32) (param $vs i32) (param $p i32) (param $c i32) (param $j i32) (param $from i32)
    (param $t f64) (param $acc i32)
    (local $i i32) (local $k i32) (local $pairs i32) (local $row i32) (local $v f64) (local $v2 v128)
    (local $rowBytes i32) (local $at i32)
    (if (i32.ge_s (local.get $from) (local.get $c)) (then (return)))
    (local.set $rowBytes (i32.shl (local.get $c) (i32.const 3)))
    ;; the end of the column pairs: from + 2 * floor((c - from) / 2)
    (local.set $pairs (i32.add (local.get $from)
      (i32.and (i32.sub (local.get $c) (local.get $from)) (i32.const -2))))
    ;; acc[from, c) = 0
    (local.set $k (local.get $from))
    (block $zeroDone (loop $zero
      (br_if $zeroDone (i32.ge_s (local.get $k) (local.get $c)))
      (f64.store (i32.add (local.get $acc) (i32.shl (local.get $k) (i32.const 3))) (f64.const 0))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $zero)))
    ;; acc += v_i * m_i, rows ascending
    (local.set $i (local.get $j))
    (block $sumDone (loop $sum
      (br_if $sumDone (i32.ge_s (local.get $i) (local.get $p)))
      (local.set $v (f64.load (i32.add (local.get $vs)
        (i32.add (i32.mul (local.get $i) (local.get $rowBytes)) (i32.shl (local.get $j) (i32.const 3))))))
      (if (f64.ne (local.get $v) (f64.const 0)) (then
        (local.set $row (i32.add (local.get $m) (i32.mul (local.get $i) (local.get $rowBytes))))
        (local.set $v2 (f64x2.splat (local.get $v)))
        (local.set $k (local.get $from))
        (block $pairsDone (loop $eachPair
          (br_if $pairsDone (i32.ge_s (local.get $k) (local.get $pairs)))
          (local.set $at (i32.shl (local.get $k) (i32.const 3)))
          (v128.store (i32.add (local.get $acc) (local.get $at))
            (f64x2.add (v128.load (i32.add (local.get $acc) (local.get $at)))
              (f64x2.mul (local.get $v2) (v128.load (i32.add (local.get $row) (local.get $at))))))
          (local.set $k (i32.add (local.get $k) (i32.const 2)))
          (br $eachPair)))
        (if (i32.lt_s (local.get $k) (local.get $c)) (then
          (local.set $at (i32.shl (local.get $k) (i32.const 3)))
          (f64.store (i32.add (local.get $acc) (local.get $at))
            (f64.add (f64.load (i32.add (local.get $acc) (local.get $at)))
              (f64.mul (local.get $v) (f64.load (i32.add (local.get $row) (local.get $at))))))))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $sum)))
    ;; acc *= t
    (local.set $k (local.get $from))
    (block $scaleDone (loop $scale
      (br_if $scaleDone (i32.ge_s (local.get $k) (local.get $c)))
      (local.set $at (i32.add (local.get $acc) (i32.shl (local.get $k) (i32.const 3))))
      (f64.store (local.get $at) (f64.mul (f64.load (local.get $at)) (local.get $t)))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br $scale)))
    ;; m_i -= v_i * acc
    (local.set $i (local.get $j))
    (block $updateDone (loop $update
      (br_if $updateDone (i32.ge_s (local.get $i) (local.get $p)))
      (local.set $v (f64.load (i32.add (local.get $vs)
        (i32.add (i32.mul (local.get $i) (local.get $rowBytes)) (i32.shl (local.get $j) (i32.const 3))))))
      (if (f64.ne (local.get $v) (f64.const 0)) (then
        (local.set $row (i32.add (local.get $m) (i32.mul (local.get $i) (local.get $rowBytes))))
        (local.set $v2 (f64x2.splat (local.get $v)))
        (local.set $k (local.get $from))
        (block $pairsDone2 (loop $eachPair2
          (br_if $pairsDone2 (i32.ge_s (local.get $k) (local.get $pairs)))
          (local.set $at (i32.shl (local.get $k) (i32.const 3)))
          (v128.store (i32.add (local.get $row) (local.get $at))
            (f64x2.sub (v128.load (i32.add (local.get $row) (local.get $at)))
              (f64x2.mul (local.get $v2) (v128.load (i32.add (local.get $acc) (local.get $at))))))
          (local.set $k (i32.add (local.get $k) (i32.const 2)))
          (br $eachPair2)))
        (if (i32.lt_s (local.get $k) (local.get $c)) (then
          (local.set $at (i32.shl (local.get $k) (i32.const 3)))
          (f64.store (i32.add (local.get $row) (local.get $at))
            (f64.sub (f64.load (i32.add (local.get $row) (local.get $at)))
              (f64.mul (local.get $v) (f64.load (i32.add (local.get $acc) (local.get $at))))))))))
      (local.set $i (i32.add (local.get $i) (i32.const 1)))
      (br $update)))))
