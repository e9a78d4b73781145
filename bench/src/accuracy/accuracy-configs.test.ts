import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { configList, DEFAULT_CONFIGS, parseConfig } from "./accuracy-configs.js";

const name = fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/);
const flagToken = fc.stringMatching(/^[A-Za-z0-9.:=,-]{1,10}$/);

describe("parseConfig", () => {
  test.prop([name, fc.array(flagToken, { minLength: 1, maxLength: 6 })], { numRuns: 100 })(
    "reads back the name and flags it was written from",
    (n, flags) => {
      expect(parseConfig(`${n}=${flags.join(" ")}`)).toEqual({ name: n, flags });
      expect(parseConfig(` ${n} =  ${flags.join("   ")} `)).toEqual({ name: n, flags });
    },
  );

  test("refuses a value without a name, an = or a flag, naming --config", () => {
    for (const bad of ["", "=--x", "name", "name=", "na me=--x", "name=   "]) {
      expect(() => parseConfig(bad)).toThrow(/--config/);
    }
  });
});

describe("configList", () => {
  test("starts from the defaults, appends new names and lets a later value replace an earlier one", () => {
    const list = configList(["extra=--iterations 5", "mp-boost=--algorithm mp-boost --iterations 7"], true);
    expect(list.map((c) => c.name)).toEqual([...DEFAULT_CONFIGS.map((c) => c.split("=")[0]), "extra"]);
    expect(list.find((c) => c.name === "mp-boost")?.flags).toEqual([
      "--algorithm",
      "mp-boost",
      "--iterations",
      "7",
    ]);
    expect(configList(["a=--x"], false)).toEqual([{ name: "a", flags: ["--x"] }]);
  });
});
