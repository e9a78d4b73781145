import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contingencyTable } from "./contingency-table.js";
import { informationGain } from "./information-gain.js";
import { pooledTopTerms, roundRobin } from "./round-robin.js";
import { selectFeatures } from "./select-features.js";
import { selectLocalFeatures } from "./select-local-features.js";
import { termScores } from "./term-scores.js";
import { refInformationGain } from "./test-support/reference.js";
import { datasetsDir, fileExists, readSparseArff } from "./test-support/sparse-arff.js";

const file = join(datasetsDir(), "mulan", "medical", "medical-train.arff");
const present = fileExists(file);
if (!present) console.warn(`skipping the Mulan medical tests: ${file} is missing (set TEXTBOOST_DATASETS)`);

describe.skipIf(!present)("on Mulan medical (train: 333 documents, 1,449 terms, 45 labels)", () => {
  const data = present ? readSparseArff(file, 45) : undefined;

  it("counts every (term, label) table like a brute-force pass over the documents", () => {
    const { X, Y } = data!;
    expect([X.rows, X.cols, Y.cols]).toEqual([333, 1449, 45]);
    const t = contingencyTable(X, Y);
    const termSets = Array.from({ length: X.rows }, (_, i) => {
      const s = new Set<number>();
      for (let p = X.indptr[i]!; p < X.indptr[i + 1]!; p++) if (X.values![p] !== 0) s.add(X.indices[p]!);
      return s;
    });
    const labelSets = Array.from(
      { length: Y.rows },
      (_, i) => new Set(Y.indices.subarray(Y.indptr[i]!, Y.indptr[i + 1]!)),
    );
    const ig = termScores(X, Y, "information-gain");
    for (let j = 0; j < 45; j++) {
      for (let k = 0; k < X.cols; k++) {
        let [a, b, c, d] = [0, 0, 0, 0];
        for (let i = 0; i < X.rows; i++) {
          const hasT = termSets[i]!.has(k);
          const hasC = labelSets[i]!.has(j);
          if (hasT && hasC) a++;
          else if (hasT) b++;
          else if (hasC) c++;
          else d++;
        }
        const p = j * X.cols + k;
        if (t.a[p] !== a || t.b[p] !== b || t.c[p] !== c || t.d[p] !== d) {
          expect([t.a[p], t.b[p], t.c[p], t.d[p]], `term ${k} label ${j}`).toEqual([a, b, c, d]);
        }
        const ref = refInformationGain({ a, b, c, d, n: X.rows });
        if (Math.abs(ig.data[p]! - ref) > 1e-12)
          expect(ig.data[p], `IG term ${k} label ${j}`).toBeCloseTo(ref, 12);
      }
    }
  });

  it("round robin gives every label with positives its top information-gain term", () => {
    const { X, Y, featureNames, labelNames } = data!;
    const scores = termScores(X, Y);
    const positives = contingencyTable(X, Y).labelFrequency;
    const active = Array.from(positives.keys()).filter((j) => positives[j]! > 0 && positives[j]! < X.rows);
    const started = performance.now();
    const selection = selectFeatures(X, Y, { size: 145 });
    const ms = performance.now() - started;
    expect(selection.columns.length).toBe(145);
    const chosen = new Set(selection.columns);
    for (const j of active) {
      let best = 0;
      for (let k = 1; k < X.cols; k++)
        if (scores.data[j * X.cols + k]! > scores.data[j * X.cols + best]!) best = k;
      expect(chosen.has(best), `label ${labelNames[j]}'s best term ${featureNames[best]}`).toBe(true);
    }
    // the MP-Boost pooled form with v = 3 and the exact-size form with the same size share every top-1
    const pooled = pooledTopTerms(
      scores,
      3,
      Float64Array.from(positives, (f) => f / X.rows),
    );
    const exact = roundRobin(
      scores,
      pooled.length,
      Float64Array.from(positives, (f) => f / X.rows),
    );
    const overlap = Array.from(pooled).filter((k) => exact.columns.includes(k)).length;
    const frequent = positives.indexOf(Math.max(...positives));
    const top = selectLocalFeatures(X, Y, { size: 5 })[frequent]!;
    console.log(
      `medical-train: ${active.length} of 45 labels have positives; selectFeatures(IG, round robin, 145) ` +
        `took ${ms.toFixed(1)} ms; pooled top-3 = ${pooled.length} terms, ${overlap} shared with round robin of ` +
        `that size; most frequent label ${labelNames[frequent]} (${positives[frequent]} docs): top IG terms ` +
        `${Array.from(top, (k) => `${featureNames[k]} (${informationGain(cellsOf(X, Y, k, frequent)).toFixed(3)})`).join(", ")}`,
    );
    expect(pooled.length).toBeLessThanOrEqual(3 * active.length);
  });
});

function cellsOf(
  X: ReturnType<typeof readSparseArff>["X"],
  Y: ReturnType<typeof readSparseArff>["Y"],
  k: number,
  j: number,
) {
  const t = contingencyTable(X, Y);
  const p = j * X.cols + k;
  return { a: t.a[p]!, b: t.b[p]!, c: t.c[p]!, d: t.d[p]!, n: t.n };
}
