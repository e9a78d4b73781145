import { fc } from "@fast-check/vitest";
import { createRandom, type LabelMatrix } from "@textboost/core";
import { labelMatrix } from "@textboost/sparse";

/**
 * Random label sets for the stratification tests: up to `maxDocuments` documents, 1..`maxLabels`
 * labels, label j present with probability density * (1 + j % 3) (so labels differ in frequency).
 */
export const labelSets = (
  maxDocuments = 150,
  maxLabels = 12,
): fc.Arbitrary<{ sets: number[][]; m: number; Y: LabelMatrix }> =>
  fc
    .record({
      n: fc.integer({ min: 0, max: maxDocuments }),
      m: fc.integer({ min: 1, max: maxLabels }),
      density: fc.double({ min: 0.01, max: 0.3, noNaN: true }),
      seed: fc.integer(),
    })
    .map(({ n, m, density, seed }) => {
      const r = createRandom(seed);
      const sets = Array.from({ length: n }, () => {
        const s: number[] = [];
        for (let j = 0; j < m; j++) if (r.next() < density * (1 + (j % 3))) s.push(j);
        return s;
      });
      return { sets, m, Y: labelMatrix(sets, m) };
    });
