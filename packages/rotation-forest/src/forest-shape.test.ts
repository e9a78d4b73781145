import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundForestShape, MAX_FOREST_CELLS, MAX_MEMBER_CELLS } from "./forest-shape.js";

const arbData = fc.record({
  documents: fc.integer({ min: 1, max: 200_000 }),
  terms: fc.integer({ min: 1, max: 2_000_000 }),
  labels: fc.integer({ min: 1, max: 5_000 }),
});
const arbRequest = fc.record({
  members: fc.integer({ min: 1, max: 1_000 }),
  subsets: fc.integer({ min: 1, max: 20_000 }),
  lsiDims: fc.integer({ min: 1, max: 1_000 }),
});
const arbFraction = fc.double({ min: 0.01, max: 1, noNaN: true });

describe("boundForestShape", () => {
  it("never grows an option, keeps every bound, and notes exactly the options it cut", () => {
    fc.assert(
      fc.property(arbData, arbRequest, arbFraction, (data, requested, fraction) => {
        const { shape, notes } = boundForestShape(data, requested, fraction);
        const { members, subsets, lsiDims } = shape;
        for (const key of ["members", "subsets", "lsiDims"] as const) {
          expect(shape[key]).toBeGreaterThanOrEqual(1);
          expect(shape[key]).toBeLessThanOrEqual(requested[key]);
          expect(Number.isInteger(shape[key])).toBe(true);
        }
        expect(lsiDims).toBeLessThanOrEqual(Math.ceil(fraction * data.documents));
        if (subsets > 1) {
          expect(subsets * lsiDims).toBeLessThanOrEqual(data.terms);
          expect(data.documents * subsets * lsiDims * data.labels).toBeLessThanOrEqual(
            Math.max(MAX_MEMBER_CELLS, data.documents * lsiDims * data.labels),
          );
        }
        if (members > 1) {
          expect(members * data.documents * subsets * lsiDims * data.labels).toBeLessThanOrEqual(
            MAX_FOREST_CELLS,
          );
        }
        // One note per cut option, naming it with its old and new value.
        for (const key of ["members", "subsets", "lsiDims"] as const) {
          const said = notes.some((n) => n.startsWith(`${key} cut from ${requested[key]}`));
          expect(said).toBe(shape[key] < requested[key]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("is the identity when nothing needs cutting", () => {
    fc.assert(
      fc.property(arbRequest, (requested) => {
        const data = {
          documents: 10 * requested.lsiDims,
          terms: requested.subsets * requested.lsiDims,
          labels: 1,
        };
        const cells = data.documents * data.terms;
        fc.pre(requested.members * cells <= MAX_FOREST_CELLS && cells <= MAX_MEMBER_CELLS);
        expect(boundForestShape(data, requested, 1)).toEqual({ shape: requested, notes: [] });
      }),
    );
  });

  it("keeps the paper's shape on the training parts of the reproduction's sets, and cuts bibtex's and rcv1subset1's subsets", () => {
    const paper = (terms: number) => ({ members: 10, subsets: Math.ceil(terms / 100), lsiDims: 10 });
    const sets = [
      { documents: 1123, terms: 1001, labels: 53 }, // enron
      { documents: 333, terms: 1449, labels: 45 }, // medical
      { documents: 6000, terms: 500, labels: 103 }, // reutersk500
      { documents: 2000, terms: 681, labels: 33 }, // yahoo: the widest of the six
    ];
    for (const data of sets) {
      expect(boundForestShape(data, paper(data.terms), 0.75).notes).toEqual([]);
    }
    const bibtex = { documents: 4880, terms: 1836, labels: 159 };
    expect(boundForestShape(bibtex, paper(bibtex.terms), 0.75).shape.subsets).toBe(16);
    const rcv1 = { documents: 6000, terms: 47236, labels: 101 };
    const { shape, notes } = boundForestShape(rcv1, paper(rcv1.terms), 0.75);
    expect(shape).toEqual({ members: 10, subsets: 20, lsiDims: 10 });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^subsets cut from 473 to 20 \(about 2362 terms each\)/);
  });

  it("cuts k to the sample's documents, K to one subset of k terms or more each, and N on a huge forest", () => {
    const tiny = boundForestShape(
      { documents: 4, terms: 30, labels: 2 },
      { members: 3, subsets: 10, lsiDims: 10 },
      0.75,
    );
    expect(tiny.shape).toEqual({ members: 3, subsets: 10, lsiDims: 3 });
    expect(tiny.notes).toEqual([expect.stringMatching(/^lsiDims cut from 10 to 3: .*3 documents/)]);
    const narrow = boundForestShape(
      { documents: 100, terms: 25, labels: 2 },
      { members: 3, subsets: 10, lsiDims: 5 },
      1,
    );
    expect(narrow.shape.subsets).toBe(5);
    const many = boundForestShape(
      { documents: 6000, terms: 47236, labels: 101 },
      { members: 500, subsets: 20, lsiDims: 10 },
      0.75,
    );
    expect(many.shape.members).toBe(Math.floor(MAX_FOREST_CELLS / (6000 * 200 * 101)));
    expect(many.notes).toEqual([expect.stringMatching(/^members cut from 500 to 16/)]);
  });
});
