import { describe, expect, it } from "vitest";
import { youngGenerationChosen } from "./young-generation.js";

describe("youngGenerationChosen", () => {
  it("sees a semispace flag on the command line or in NODE_OPTIONS, in either spelling", () => {
    expect(youngGenerationChosen(["--max-semi-space-size=8"], undefined)).toBe(true);
    expect(youngGenerationChosen([], "--inspect --semi_space_growth_factor=2")).toBe(true);
    expect(youngGenerationChosen([], "--min-semi-space-size=4")).toBe(true);
  });

  it("leaves other flags to textboost's choice", () => {
    expect(youngGenerationChosen(["--max-old-space-size=4096", "--expose-gc"], "--enable-source-maps")).toBe(
      false,
    );
    expect(youngGenerationChosen([], undefined)).toBe(false);
    expect(youngGenerationChosen([], "")).toBe(false);
  });
});
