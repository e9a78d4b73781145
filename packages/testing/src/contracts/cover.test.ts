import { describe, expect, it } from "vitest";
import { type CoverBug, hammingCover, zeroOneCover } from "../test-support/trivial.js";
import { checkCover, describeCover } from "./cover.js";

describeCover("hamming", hammingCover());
describeCover("zero-one", zeroOneCover(), { labels: { min: 1, max: 20 } });

describe("checkCover", () => {
  it("finds nothing wrong with correct covers", () => {
    expect(checkCover(hammingCover())).toEqual([]);
    expect(checkCover(zeroOneCover())).toEqual([]);
  });

  it.each<[CoverBug, RegExp]>([
    ["unsorted", /sorted/],
    ["duplicate", /sorted, unique/],
    ["missing-label", /union/],
    ["zero-multiplicity", /multiplicity/],
    ["empty-element", /non-empty/],
    ["out-of-range", /in-range/],
  ])("catches a cover with bug %s", (bug, check) => {
    const failures = checkCover(zeroOneCover(bug), { seed: 3 });
    expect(failures.map((f) => f.check)).toContainEqual(expect.stringMatching(check));
  });

  it("catches a nameless or non-deterministic cover", () => {
    expect(checkCover({ ...hammingCover(), name: "" }).map((f) => f.check)).toEqual(["has a non-empty name"]);
    let calls = 0;
    const flaky = {
      name: "flaky",
      elements: (y: ArrayLike<number>) =>
        hammingCover()
          .elements(y)
          .slice(0, calls++ % 2 === 0 ? undefined : y.length)
          .concat(calls % 3 === 0 ? [{ labels: [0], multiplicity: 1 }] : []),
    };
    expect(checkCover(flaky).map((f) => f.check)).toContainEqual(expect.stringMatching(/deterministic/));
  });
});
