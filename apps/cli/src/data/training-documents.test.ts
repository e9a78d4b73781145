import { fc, test } from "@fast-check/vitest";
import type { LoadedDataset, TextCorpus } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { vectorDataset } from "../test-support/vector-data.js";
import { featureSpaceOf, prepareEvaluation, sourceLabels, sourceRows } from "./prepare-data.js";
import { splitSource } from "./split-source.js";
import { trainingDocuments } from "./training-documents.js";

const LABELS = ["a", "b", "c", "d"];
const WORDS = ["wheat", "corn", "grain", "oil", "crude", "money", "bank", "rate", "trade", "ship"];

/** A raw-text corpus: each document a few words and a few labels (a label name outside LABELS too). */
const corpusArb = fc
  .array(
    fc.record({
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }),
      labels: fc.uniqueArray(fc.constantFrom(...LABELS, "unknown"), { maxLength: 3 }),
    }),
    { minLength: 4, maxLength: 30 },
  )
  .map(
    (docs): TextCorpus => ({
      labelNames: LABELS,
      documents: docs.map((d, i) => ({ id: `doc-${i}`, text: d.words.join(" "), labels: d.labels })),
    }),
  );

const textSource = (corpus: TextCorpus): LoadedDataset => ({
  kind: "text",
  corpus,
  files: [],
  part: "whole",
});

const vectorSource = (documents: number): LoadedDataset => ({
  kind: "vectors",
  dataset: vectorDataset(documents),
  files: [],
  part: "train",
});

/** Some row ids (repeats allowed, order kept) of a source of `n` documents. */
const rowsOf = (n: number) => fc.array(fc.nat(n - 1), { minLength: 1, maxLength: 2 * n });

const plain = (m: { rows: number; cols: number; indptr: Int32Array; indices: Int32Array }) => ({
  rows: m.rows,
  cols: m.cols,
  indptr: Array.from(m.indptr),
  indices: Array.from(m.indices),
});

describe("trainingDocuments", () => {
  test.prop([corpusArb.chain((c) => fc.tuple(fc.constant(c), rowsOf(c.documents.length), fc.nat(5)))])(
    "a part's label sets, kept from the whole, equal those computed from the part's own documents",
    ([corpus, rows, more]) => {
      const documents = trainingDocuments(textSource(corpus));
      const part = documents.rows(rows);
      expect(plain(part.Y)).toEqual(plain(sourceLabels(sourceRows(textSource(corpus), rows))));
      // a part of a part as well (a validation part of a fold)
      const inner = Array.from({ length: Math.min(rows.length, more + 1) }, (_, i) => rows.length - 1 - i);
      expect(plain(part.rows(inner).Y)).toEqual(plain(sourceLabels(sourceRows(part.source, inner))));
    },
  );

  test.prop([fc.integer({ min: 20, max: 80 }), fc.double({ min: 0.1, max: 0.5, noNaN: true }), fc.nat(1000)])(
    "split gives the documents and label sets of splitSource, for vectors",
    (n, fraction, seed) => {
      const source = vectorSource(n);
      const { rest, heldOut } = trainingDocuments(source).split(fraction, seed, "--test-fraction");
      const expected = splitSource(source, fraction, seed, "--test-fraction");
      for (const [got, want] of [
        [rest, expected.rest],
        [heldOut, expected.heldOut],
      ] as const) {
        if (want.kind !== "vectors" || got.source.kind !== "vectors") throw new Error("vectors expected");
        expect(got.source.dataset.documentIds).toEqual(want.dataset.documentIds);
        expect(plain(got.Y)).toEqual(plain(want.dataset.Y));
        expect(plain(got.source.dataset.X)).toEqual(plain(want.dataset.X));
      }
      expect(rest.Y.rows + heldOut.Y.rows).toBe(n);
    },
  );

  test.prop([corpusArb.filter((c) => c.documents.length >= 8), fc.nat(1000)])(
    "raw text is vectorised per part: a held-out part goes through the pipeline fitted on the rest",
    (corpus, seed) => {
      const documents = trainingDocuments(textSource(corpus));
      const { rest, heldOut } = documents.split(0.25, seed, "--test-fraction");
      const prepared = rest.vectorise();
      expect(prepared.pipeline).toBeDefined();
      expect(prepared.dataset.X.rows).toBe(rest.Y.rows);
      expect(plain(prepared.dataset.Y)).toEqual(plain(rest.Y));
      const space = featureSpaceOf(prepared);
      const evaluated = heldOut.inSpace(space);
      expect(evaluated.featureNames).toEqual(space.features);
      expect(plain(evaluated.X)).toEqual(plain(prepareEvaluation(heldOut.source, space).dataset.X));
      expect(plain(evaluated.Y)).toEqual(plain(heldOut.Y));
    },
  );

  it("a split that leaves a part empty is refused, naming the option", () => {
    const documents = trainingDocuments(vectorSource(3));
    expect(() => documents.split(0.01, 0, "--validation-fraction")).toThrow(
      expect.objectContaining({
        code: "E_INVALID_ARGUMENT",
        message: expect.stringContaining("--validation-fraction 0.01"),
      }),
    );
  });
});
