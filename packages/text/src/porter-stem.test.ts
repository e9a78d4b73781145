import { describe, expect, it } from "vitest";
import { porterStem } from "./porter-stem.js";

// Examples from Porter (1980), one or more per step of the algorithm.
const EXAMPLES: Record<string, string> = {
  caresses: "caress",
  ponies: "poni",
  ties: "ti",
  caress: "caress",
  cats: "cat",
  feed: "feed",
  agreed: "agre",
  plastered: "plaster",
  bled: "bled",
  motoring: "motor",
  sing: "sing",
  conflated: "conflat",
  troubled: "troubl",
  sized: "size",
  hopping: "hop",
  tanned: "tan",
  falling: "fall",
  hissing: "hiss",
  fizzed: "fizz",
  failing: "fail",
  filing: "file",
  happy: "happi",
  sky: "sky",
  relational: "relat",
  conditional: "condit",
  rational: "ration",
  digitizer: "digit",
  operator: "oper",
  predication: "predic",
  triplicate: "triplic",
  formative: "form",
  hopeful: "hope",
  goodness: "good",
  revival: "reviv",
  allowance: "allow",
  inference: "infer",
  airliner: "airlin",
  adjustment: "adjust",
  adoption: "adopt",
  communism: "commun",
  activate: "activ",
  effective: "effect",
  probate: "probat",
  rate: "rate",
  cease: "ceas",
  controlling: "control",
  roll: "roll",
  generalization: "gener",
};

describe("porterStem", () => {
  it("gives Porter's examples", () => {
    for (const [word, stem] of Object.entries(EXAMPLES)) expect(porterStem(word), word).toBe(stem);
  });

  it("lowercases, and leaves short words and other scripts alone", () => {
    expect(porterStem("Caresses")).toBe("caress");
    expect(porterStem("is")).toBe("is");
    expect(porterStem("東京大学")).toBe("東京大学");
    expect(porterStem("")).toBe("");
  });
});
