import { isTextboostError } from "@textboost/core";
import { hammingCover } from "@textboost/covers";
import { csrFromRows, labelMatrix } from "@textboost/sparse";
import { describe, expect, it } from "vitest";
import { adaBoostLC } from "./adaboost-lc.js";
import { loadAdaBoostLC } from "./load-adaboost-lc.js";

const data = {
  X: csrFromRows([{ indices: [0, 1], values: [1, 2] }, { indices: [1] }, { indices: [0] }], 2),
  Y: labelMatrix([[0], [1], []], 2),
  featureNames: ["a", "b"],
  labelNames: ["x", "y"],
};

function code(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isTextboostError(e) ? e.code : `not a TextboostError: ${String(e)}`;
  }
  return "nothing thrown";
}

describe("loadAdaBoostLC", () => {
  it("round trips every option combination bit for bit", async () => {
    for (const hypotheses of ["presence", "scaled", "stump"] as const) {
      for (const keepRounds of [true, false]) {
        const model = await adaBoostLC({
          cover: hammingCover(),
          hypotheses,
          keepRounds,
          bias: true,
          templates: "parallel",
        }).fit(data, { iterations: 3, preprocessing: { type: "x" } });
        const json = JSON.parse(JSON.stringify(model.toJSON()));
        const back = loadAdaBoostLC(json, { file: "m.json" });
        expect(Array.from(back.scores(data.X).data)).toEqual(Array.from(model.scores(data.X).data));
        expect(JSON.stringify(back.toJSON())).toBe(JSON.stringify(model.toJSON()));
        expect(back.preprocessing).toEqual({ type: "x" });
        expect(back.trace).toEqual(model.trace);
      }
    }
  });

  it("rejects damaged files with E_MODEL_FORMAT", async () => {
    const model = await adaBoostLC({ cover: hammingCover() }).fit(data, { iterations: 2 });
    const good = () => JSON.parse(JSON.stringify(model.toJSON()));
    // biome-ignore lint/suspicious/noExplicitAny: the tests damage arbitrary parts of parsed JSON
    const damage: ((k: any) => void)[] = [
      (k) => (k.body = null),
      (k) => (k.body.rounds[0].hypotheses[0] = 7),
      (k) => (k.body.rounds[0].labels[0] = -1),
      (k) => (k.body.rounds[0].deltas[0] = "x"),
      (k) => k.body.rounds[0].deltas.push(1),
      (k) => k.body.rounds.pop(),
      (k) => (k.body.rounds[0].templates = [0]),
      (k) => (k.body.hypotheses.kind = "tfidf"),
      (k) => (k.body.hypotheses.features = 3),
      (k) => (k.body.hypotheses.scale = [1, 2]),
      (k) => (k.body.trace.loss = [1]),
      (k) => (k.body.length = -1),
      (k) => (k.body.cover = 3),
      (k) => (k.algorithm = "adaboost-mh"),
    ];
    damage.forEach((f, n) => {
      const k = good();
      f(k);
      expect(
        code(() => loadAdaBoostLC(k)),
        `damage ${n}`,
      ).toBe("E_MODEL_FORMAT");
    });
    const v = good();
    v.version = 99;
    expect(code(() => loadAdaBoostLC(v))).toBe("E_MODEL_VERSION");
  });
});
