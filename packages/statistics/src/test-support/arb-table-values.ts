import { fc } from "@fast-check/vitest";

/**
 * A table's shape (1 to `maxTerms` terms, 1 to `maxLabels` labels), its 2 · terms · labels values in
 * [0, 1], and `extra(labels)` more numbers in [−5, 5] (coefficients).
 */
export const arbTableValues = (maxTerms: number, maxLabels: number, extra: (labels: number) => number) =>
  fc
    .record({ terms: fc.integer({ min: 1, max: maxTerms }), labels: fc.integer({ min: 1, max: maxLabels }) })
    .chain(({ terms, labels }) =>
      fc.record({
        terms: fc.constant(terms),
        labels: fc.constant(labels),
        values: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
          minLength: 2 * terms * labels,
          maxLength: 2 * terms * labels,
        }),
        c: fc.array(fc.double({ min: -5, max: 5, noNaN: true }), {
          minLength: extra(labels),
          maxLength: extra(labels),
        }),
      }),
    );
