;; The totals of a term's statistics with WebAssembly SIMD: out[j] = Σ q[i · m + j] over the term's
;; documents i = docs[p], p in [from, to), added in ascending p from 0, for every label j < m. Labels
;; go eight at a time in four f64x2 registers (then two at a time, then the odd last one), each lane
;; adding the same numbers in the same order as the JavaScript loop of addDocumentWeights (factor 1),
;; so the totals have the same bits. With $sides, it then writes the negative sides
;; neg[j] = complement(out[j], pos[j]) of src/complement.ts for the positive sides the caller summed
;; into pos: d = total - positive, kept when d > 1e-13 * total (COMPLEMENT_RESOLUTION), else +0; the
;; same operations, two labels a step. Assembled by scripts/wasm/assemble.mjs into
;; src/term-sums-wasm.ts.
(module
  (import "env" "memory" (memory 1))
  (func (export "termSums") (param $q i32) (param $docs i32) (param $from i32) (param $to i32)
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
      (then
        (local.set $j (i32.const 0))
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
                  (f64.mul (f64.load (i32.add (local.get $out) (local.get $at))) (f64.const 1e-13)))))))))))
