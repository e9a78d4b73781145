import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { contingencyTable } from "./contingency-table.js";
import { TERM_MEASURES, type TermMeasureName } from "./term-measure.js";
import { scoreTable, termScores } from "./term-scores.js";
import { arbDenseData, denseData } from "./test-support/dense-data.js";
import { bruteCells, close, REFERENCES, refDocumentFrequency } from "./test-support/reference.js";

const NAMES = Object.keys(TERM_MEASURES) as TermMeasureName[];

describe("termScores", () => {
  test.prop([arbDenseData(), fc.constantFrom(...NAMES)])(
    "agrees with the brute-force reference from dense arrays, labels x terms",
    (data, name) => {
      const s = termScores(data.X, data.Y, name);
      expect([s.rows, s.cols, s.data.length]).toEqual([data.labels, data.terms, data.labels * data.terms]);
      for (let j = 0; j < data.labels; j++) {
        for (let k = 0; k < data.terms; k++) {
          const value = s.data[j * data.terms + k]!;
          const expected = REFERENCES[name](bruteCells(data, k, j));
          expect(Number.isFinite(value)).toBe(true);
          expect(close(value, expected), `${name} term ${k} label ${j}: ${value} vs ${expected}`).toBe(true);
        }
      }
    },
  );

  test.prop([arbDenseData()])("document frequency is the column's non-zero count for every label", (data) => {
    const s = termScores(data.X, data.Y, "document-frequency");
    for (let j = 0; j < data.labels; j++) {
      for (let k = 0; k < data.terms; k++)
        expect(s.data[j * data.terms + k]).toBe(refDocumentFrequency(data, k));
    }
  });

  test.prop([arbDenseData(), fc.constantFrom(...NAMES)])("scoreTable gives the same scores", (data, name) => {
    expect(scoreTable(contingencyTable(data.X, data.Y), name)).toEqual(termScores(data.X, data.Y, name));
  });

  it("defaults to information gain and passes the four cells to a user measure", () => {
    const data = denseData(
      [
        [1, undefined],
        [1, 1],
        [undefined, 1],
        [undefined, undefined],
      ],
      [[1], [1], [0], [0]],
      2,
      1,
    );
    expect(Array.from(termScores(data.X, data.Y).data)).toEqual([1, 0]);
    const seen: string[] = [];
    const s = termScores(data.X, data.Y, ({ a, b, c, d, n }) => {
      seen.push(`${a}${b}${c}${d}/${n}`);
      return a - c;
    });
    expect(seen).toEqual(["2002/4", "1111/4"]);
    expect(Array.from(s.data)).toEqual([2, 0]);
  });

  it("gives finite scores for a label with no positives and terms in every document or none", () => {
    const data = denseData(
      [
        [1, undefined],
        [1, undefined],
        [1, undefined],
      ],
      [
        [0, 1],
        [0, 1],
        [0, 0],
      ],
      2,
      2,
    );
    for (const name of NAMES) {
      const s = termScores(data.X, data.Y, name);
      expect(s.data.every(Number.isFinite), name).toBe(true);
      if (
        name === "information-gain" ||
        name === "chi-square" ||
        name === "gss" ||
        name === "mutual-information"
      ) {
        expect(Array.from(s.data), name).toEqual([0, 0, 0, 0]);
      }
    }
  });

  it("rejects a user measure's non-finite value with E_NUMERIC naming the pair", () => {
    const data = denseData([[1, 1]], [[1]], 2, 1);
    try {
      termScores(data.X, data.Y, ({ b }) => (b === 0 ? Number.NaN : 0));
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e, "E_NUMERIC")).toBe(true);
      expect(String(e)).toMatch(/NaN for term 0 and label 0/);
    }
  });

  it("rejects an unknown measure name and a malformed table", () => {
    const data = denseData([[1]], [[1]], 1, 1);
    expect(() => termScores(data.X, data.Y, "idf" as TermMeasureName)).toThrow(/E_INVALID_ARGUMENT/);
    const t = contingencyTable(data.X, data.Y);
    expect(() => scoreTable({ ...t, terms: 2 })).toThrow(/E_SHAPE/);
  });
});
