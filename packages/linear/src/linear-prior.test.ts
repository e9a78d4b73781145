import { test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { arbCsrMatrix } from "@textboost/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LinearPriorJSON, linearPriorFromJSON, linearPriorHypothesis } from "./linear-prior.js";

const arbPrior = fc
  .record({ labels: fc.integer({ min: 1, max: 4 }), features: fc.integer({ min: 1, max: 6 }) })
  .chain(({ labels, features }) =>
    fc.record({
      labels: fc.constant(labels),
      features: fc.constant(features),
      bias: fc.array(fc.double({ min: -10, max: 10, noNaN: true }), { minLength: labels, maxLength: labels }),
      weights: fc.array(
        fc.oneof(fc.constant(0), fc.float({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true })),
        { minLength: labels * features, maxLength: labels * features },
      ),
    }),
  );

describe("linear prior rounds", () => {
  test.prop([arbPrior, fc.integer({ min: 1, max: 6 })])(
    "vote the same after a trip through the model file's JSON",
    (p, rows) => {
      const h = linearPriorHypothesis(Float64Array.from(p.bias), Float32Array.from(p.weights));
      const back = linearPriorFromJSON(JSON.parse(JSON.stringify(h.toJSON())), p);
      expect(Array.from(back.weights)).toEqual(Array.from(h.weights));
      expect(Array.from(back.bias)).toEqual(Array.from(h.bias));
      fc.assert(
        fc.property(arbCsrMatrix({ rows, cols: p.features }), (X) => {
          const a = new Float64Array(p.labels);
          const b = new Float64Array(p.labels);
          for (let i = 0; i < X.rows; i++) {
            h.vote(X, i, a);
            back.vote(X, i, b);
            expect(Array.from(b)).toEqual(Array.from(a));
          }
        }),
        { numRuns: 5 },
      );
    },
  );

  it("vote bias + Σ x·W for each label", () => {
    const h = linearPriorHypothesis(Float64Array.of(1, -1), Float32Array.of(2, 0, 0, 3)); // W(0,·) = (2, 0), W(1,·) = (0, 3)
    const X = {
      format: "csr" as const,
      rows: 1,
      cols: 2,
      indptr: Int32Array.of(0, 2),
      indices: Int32Array.of(0, 1),
      values: Float64Array.of(0.5, 2),
    };
    const out = new Float64Array(2);
    h.vote(X, 0, out);
    expect(Array.from(out)).toEqual([2, 5]);
  });

  it("refuses a file whose round does not fit the model or is damaged, naming the field", () => {
    const good = linearPriorHypothesis(Float64Array.of(0, 1), Float32Array.of(1, 0, 0, 2)).toJSON();
    const shape = { labels: 2, features: 2 };
    const broken: [Record<string, unknown>, RegExp][] = [
      [{ labels: 3 }, /"labels"/],
      [{ features: 5 }, /"features"/],
      [{ bias: [0, "x"] }, /"bias"/],
      [{ bias: [0] }, /"bias"/],
      [{ positions: "%%%" }, /"positions" is not base64/],
      [{ values: 3 }, /"values" must be a base64 string/],
      [{ positions: btoa("abc") }, /whole number/],
      [{ positions: good.values }, /position/],
    ];
    for (const [change, message] of broken) {
      let caught: unknown;
      try {
        linearPriorFromJSON({ ...good, ...change } as unknown as LinearPriorJSON, shape);
      } catch (e) {
        caught = e;
      }
      expect(isTextboostError(caught) && caught.code === "E_MODEL_FORMAT").toBe(true);
      expect(String(caught)).toMatch(message);
    }
  });
});
