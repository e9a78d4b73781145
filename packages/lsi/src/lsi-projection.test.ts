import { describe, expect, it } from "vitest";
import { lsiProjection } from "./lsi-projection.js";
import { at, dense } from "./test-support/reference.js";
import { truncatedSvd } from "./truncated-svd.js";

describe("lsiProjection", () => {
  it("is V·S⁻¹, entry by entry", () => {
    const svd = truncatedSvd(dense(3, 4, [1, 2, 0, 0, 0, 1, 3, 0, 1, 0, 0, 2]), { k: 2 });
    const t = lsiProjection(svd);
    expect([t.rows, t.cols]).toEqual([4, 2]);
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 2; j++) expect(at(t, i, j)).toBe(at(svd.V, i, j) / svd.S[j]!);
  });
  it("the documented example", () => {
    expect(lsiProjection(truncatedSvd(dense(2, 2, [4, 0, 0, 2]), { k: 2 })).data).toEqual(
      new Float64Array([0.25, 0, 0, 0.5]),
    );
  });
  it("k = 0 gives a cols x 0 matrix", () => {
    const t = lsiProjection(truncatedSvd(dense(2, 3, [0, 0, 0, 0, 0, 0]), { k: 2 }));
    expect([t.rows, t.cols, t.data.length]).toEqual([3, 0, 0]);
  });
});
