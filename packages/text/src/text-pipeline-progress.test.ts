import { describe, expect, it } from "vitest";
import { TEXT_PROGRESS_EVERY, textPipeline } from "./text-pipeline.js";

describe("onProgress of fit and fitTransform", () => {
  const texts = Array.from(
    { length: 2 * TEXT_PROGRESS_EVERY + 17 },
    (_, i) => `oil wheat ${i % 13} word${i % 29}`,
  );

  it("is told the texts read out of all, every few hundred and at the end; the output is the same", () => {
    const calls: [number, number][] = [];
    const pipeline = textPipeline({ weighting: "tf-idf" });
    const { matrix } = pipeline.fitTransform(texts, { onProgress: (d, t) => calls.push([d, t]) });
    expect(calls).toEqual([
      [TEXT_PROGRESS_EVERY, texts.length],
      [2 * TEXT_PROGRESS_EVERY, texts.length],
      [texts.length, texts.length],
    ]);
    const plain = pipeline.fitTransform(texts).matrix;
    expect(Array.from(matrix.values!)).toEqual(Array.from(plain.values!));
    expect(Array.from(matrix.indices)).toEqual(Array.from(plain.indices));
    const fitted: number[] = [];
    pipeline.fit(texts, { onProgress: (d) => fitted.push(d) });
    expect(fitted.at(-1)).toBe(texts.length);
  });

  it("is told once, at the end, for a few texts", () => {
    const calls: [number, number][] = [];
    textPipeline().fitTransform(["a wheat crop", "oil"], { onProgress: (d, t) => calls.push([d, t]) });
    expect(calls).toEqual([[2, 2]]);
  });
});
