import { isTextboostError, type Model } from "@textboost/core";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../io.js";
import { measuredCovers, ownCoverName, parseCoversOption } from "./covers-option.js";

const LABELS = ["earn", "acq", "grain"];

/** A CliIO that keeps what was written to standard error. */
function recordingIO(): CliIO & { readonly errors: string[] } {
  const errors: string[] = [];
  return {
    errors,
    out: () => {},
    err: (t) => errors.push(t),
    interactive: false,
    readStdin: async () => "",
    cwd: process.cwd(),
  };
}

const modelOf = (algorithm: string, cover?: unknown) => ({ algorithm, cover }) as unknown as Model;

describe("the --covers option", () => {
  it("parses the spellings of evaluate --covers into canonical names, and refuses a bad one", () => {
    expect(parseCoversOption("hm, zo,wp:3", LABELS).map((c) => c.name)).toEqual([
      "hamming",
      "zero-one",
      "weighted-positive:3",
    ]);
    try {
      parseCoversOption("hamming,nope", LABELS);
      expect.unreachable();
    } catch (e) {
      expect(isTextboostError(e) && e.code).toBe("E_INVALID_ARGUMENT");
      expect((e as Error).message).toMatch(/cover "nope": unknown cover/);
    }
  });

  it("knows an AdaBoost.LC model's own cover, and no other model's", () => {
    expect(ownCoverName(modelOf("adaboost-lc", "weighted-positive:6"))).toBe("weighted-positive:6");
    expect(ownCoverName(modelOf("adaboost-mh"))).toBeUndefined();
    expect(ownCoverName(modelOf("adaboost-mh", "hamming"))).toBeUndefined();
    expect(ownCoverName(modelOf("adaboost-lc", 3))).toBeUndefined();
  });

  it("adds each given cover after --covers unless one of that canonical name is there", () => {
    const io = recordingIO();
    expect(measuredCovers("hm", ["hamming"], LABELS, io).map((c) => c.name)).toEqual(["hamming"]);
    expect(measuredCovers("wp", ["weighted-positive:6"], LABELS, io).map((c) => c.name)).toEqual([
      "weighted-positive:6",
    ]);
    expect(measuredCovers("zo", ["wp:2"], LABELS, io).map((c) => c.name)).toEqual([
      "zero-one",
      "weighted-positive:2",
    ]);
    expect(measuredCovers(undefined, [], LABELS, io)).toEqual([]);
    expect(io.errors).toEqual([]);
  });

  it("leaves out a given cover it cannot make again, with a note; a bad --covers is an error", () => {
    const io = recordingIO();
    expect(
      measuredCovers("zo", ["my custom cover", "groups:/no/such/file"], LABELS, io).map((c) => c.name),
    ).toEqual(["zero-one"]);
    expect(io.errors).toHaveLength(2);
    expect(io.errors[0]).toMatch(
      /note: the model's cover "my custom cover" cannot be made again .*give --covers/,
    );
    expect(io.errors[1]).toMatch(/cannot read the cover's groups file/);
    expect(() => measuredCovers("wp:0", ["hamming"], LABELS, io)).toThrow(
      /the weight "0" is not a positive integer/,
    );
  });
});
