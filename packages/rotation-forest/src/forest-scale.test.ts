import { toCsc } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { defaultBase } from "./default-base.js";
import type { ForestProgress } from "./forest-progress.js";
import { describeForestProgress, SUBSETS_PER_REPORT } from "./forest-progress.js";
import { resolveForestSettings } from "./forest-settings.js";
import { rotationForest } from "./rotation-forest.js";
import { TINY, toyData } from "./test-support/small-forest.js";
import { trainMember } from "./train-member.js";
import { trainedMemberToJSON } from "./trained-member-json.js";

describe("a forest's scale: bound, notes, seed and progress", () => {
  const data = toyData(); // 12 documents, 6 terms, 3 labels

  it("records the fit's seed; the same seed gives the same model, another seed another", async () => {
    const fit = (seed: number) => rotationForest(TINY).fit(data, { iterations: 3, seed });
    const [a, b, c] = await Promise.all([fit(7), fit(7), fit(8)]);
    expect(a.settings.seed).toBe(7);
    expect(c.settings.seed).toBe(8);
    expect(JSON.stringify(b.toJSON())).toBe(JSON.stringify(a.toJSON()));
    expect(JSON.stringify(c.toJSON())).not.toBe(JSON.stringify(a.toJSON()));
  });

  it("cuts subsets the data cannot support, says so once per fit, and records the note; boundShape: false keeps them", async () => {
    const notes: string[] = [];
    // 6 terms in 6 subsets cannot give 2 LSI dimensions each: at most 3 subsets.
    const options = { subsets: 6, lsiDims: 2, baseIterations: 2 };
    const cut = await rotationForest({ ...options, onNote: (n) => notes.push(n) }).fit(data, {
      iterations: 2,
    });
    expect(cut.settings.subsets).toBe(3);
    expect(cut.members[0]!.projection.blocks).toHaveLength(3);
    expect(notes).toEqual([expect.stringMatching(/^subsets cut from 6 to 3/)]);
    expect(cut.settings.notes).toEqual(notes);
    const kept = await rotationForest({ ...options, boundShape: false }).fit(data, { iterations: 2 });
    expect(kept.settings.subsets).toBe(6);
    expect(kept.settings.notes).toBeUndefined();
  });

  it("reports every member's LSI subsets and base rounds, in order, ending at their totals", async () => {
    const events: ForestProgress[] = [];
    await rotationForest({
      subsetSize: 1,
      lsiDims: 1,
      baseIterations: 3,
      onProgress: (e) => events.push(e),
    }).fit(data, { iterations: 2 });
    for (const member of [0, 1]) {
      const mine = events.filter((e) => e.member === member);
      const lsi = mine.filter((e) => e.stage === "lsi").map((e) => e.done);
      const rounds = mine.filter((e) => e.stage === "rounds").map((e) => e.done);
      expect(lsi).toEqual([SUBSETS_PER_REPORT, 6].filter((x, i, a) => x <= 6 && a.indexOf(x) === i));
      expect(rounds).toEqual([1, 2, 3]);
      expect(mine.every((e) => e.members === 2)).toBe(true);
      // All of a member's LSI comes before its rounds.
      expect(mine.findIndex((e) => e.stage === "rounds")).toBe(lsi.length);
    }
    expect(describeForestProgress(events[0]!)).toBe("member 1/2: subset 6/6 LSI");
  });

  it("trains the same member whether it reports progress (its LSI then runs a few subsets at a time) or not", async () => {
    const settings = resolveForestSettings(
      { subsetSize: 1, lsiDims: 2, baseIterations: 2 },
      1,
      data.X.cols,
      "adaboost-mh",
    );
    const Xc = toCsc(data.X);
    const seen: number[] = [];
    const quiet = await trainMember(data, Xc, settings, defaultBase(), 99);
    const told = await trainMember(data, Xc, settings, defaultBase(), 99, undefined, (_s, done) =>
      seen.push(done),
    );
    expect(seen.length).toBeGreaterThan(1);
    // The member itself (its last round's elapsed time may differ by a millisecond on a loaded machine).
    expect(JSON.stringify(trainedMemberToJSON(told).member)).toBe(
      JSON.stringify(trainedMemberToJSON(quiet).member),
    );
  });
});
