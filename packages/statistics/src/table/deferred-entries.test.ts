import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { arbWeighted } from "../test-support/arb-weighted.js";
import { createDeferredEntries } from "./deferred-entries.js";
import { createStatisticsTable, entryLabel, entryTerm, fillStatisticsTable } from "./statistics-table.js";

test.prop([arbWeighted({ zeros: true }), fc.constantFrom("term-major" as const, "label-major" as const)])(
  "defers the positive entries of labels with under an eighth of their term's documents, and recomputes them with the bits of a fill",
  ({ ts, D }, layout) => {
    const m = ts.Y.cols;
    const r = ts.X.cols;
    const exact = fillStatisticsTable(ts, D, createStatisticsTable(r, m, layout));
    const table = fillStatisticsTable(ts, D, createStatisticsTable(r, m, layout));
    const errors = new Uint16Array(table.values.length);
    const deferred = createDeferredEntries(ts, D, table, errors);
    // Documents per label and per term, counted from the matrices themselves.
    const labelDocs = new Array<number>(m).fill(0);
    for (const j of ts.Y.indices) labelDocs[j]!++;
    const termDocs = new Array<number>(r).fill(0);
    for (const k of ts.X.indices) termDocs[k]!++;
    let added = 0;
    for (let at = 0; at < table.values.length; at++) {
      const k = entryTerm(table, at);
      const j = entryLabel(table, at);
      const expected = at % 2 === 1 && labelDocs[j]! * 8 < termDocs[k]!;
      expect(deferred.defers(at)).toBe(expected);
      if (!expected) continue;
      deferred.add(at);
      table.values[at] = -1;
      errors[at] = 99;
      added++;
    }
    expect(deferred.recompute()).toBe(added);
    for (let at = 0; at < table.values.length; at++) {
      expect(Object.is(table.values[at], exact.values[at])).toBe(true);
      expect(errors[at]).toBe(0);
    }
    expect(deferred.recompute()).toBe(0); // forgotten once recomputed
  },
);
