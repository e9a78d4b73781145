;; The negative sides of a group update with WebAssembly SIMD: for one touched term, whose documents
;; are documents[start .. end) (positions among the pivot's documents), out[jj] = Σ_e
;; negatives[documents[e] · size + jj] for every label jj of the group, e ascending from an empty sum:
;; the sums of updateGroup's registers, two labels a step in f64x2 lanes, so the same bits.
;; Assembled by scripts/wasm/assemble.mjs into src/group-sums-wasm.ts.
(module
  (import "env" "memory" (memory 1))
  (func (export "sumRows")
    (param $negatives i32) (param $documents i32) (param $start i32) (param $end i32) (param $size i32)
    (param $out i32)
    (local $e i32) (local $jj i32) (local $even i32) (local $row i32) (local $at i32)
    (local.set $even (i32.and (local.get $size) (i32.const -2)))
    (local.set $jj (i32.const 0))
    (block $zeroDone (loop $zero
      (br_if $zeroDone (i32.ge_u (local.get $jj) (local.get $size)))
      (f64.store (i32.add (local.get $out) (i32.shl (local.get $jj) (i32.const 3))) (f64.const 0))
      (local.set $jj (i32.add (local.get $jj) (i32.const 1)))
      (br $zero)))
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
        (v128.store (i32.add (local.get $out) (local.get $at))
          (f64x2.add (v128.load (i32.add (local.get $out) (local.get $at)))
                     (v128.load (i32.add (local.get $row) (local.get $at)))))
        (local.set $jj (i32.add (local.get $jj) (i32.const 2)))
        (br $pairs)))
      (if (i32.lt_u (local.get $even) (local.get $size)) (then
        (local.set $at (i32.shl (local.get $even) (i32.const 3)))
        (f64.store (i32.add (local.get $out) (local.get $at))
          (f64.add (f64.load (i32.add (local.get $out) (local.get $at)))
                   (f64.load (i32.add (local.get $row) (local.get $at)))))))
      (local.set $e (i32.add (local.get $e) (i32.const 1)))
      (br $docs)))))
