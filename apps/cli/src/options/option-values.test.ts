import { fc, test } from "@fast-check/vitest";
import type { Command, Option } from "commander";
import { describe, expect, it } from "vitest";
import type { CliIO } from "../io.js";
import { createProgram } from "../run-cli.js";
import { run } from "../test-support/run.js";
import { inRange, listInRange, type NumberRange, rangeText, readInRange } from "./option-values.js";

const silent: CliIO = {
  out: () => {},
  err: () => {},
  interactive: false,
  cwd: ".",
  readStdin: async () => "",
};

/** Every option of every command: [command path, option]. */
function allOptions(command: Command, prefix = ""): [string, Option][] {
  return [
    ...command.options.map((o): [string, Option] => [prefix.trim(), o]),
    ...command.commands.flatMap((c) => allOptions(c, `${prefix}${c.name()} `)),
  ];
}

const rangeOf = (o: Option): NumberRange | undefined =>
  (o.parseArg as { range?: NumberRange } | undefined)?.range;

/** Options with a value that is not a number, or that their own parser checks (with its range in the help). */
const NOT_NUMERIC = new Set(["--threads", "--thresholds"]);

describe("readInRange", () => {
  test.prop([
    fc.integer({ min: -3_000_000, max: 3_000_000 }),
    fc.integer({ min: -10, max: 10 }),
    fc.nat(2_000_000),
  ])("a whole number is accepted exactly when it lies in the range", (n, min, width) => {
    const range = { whole: true, min, max: min + width };
    expect(readInRange(String(n), range)).toBe(n >= min && n <= min + width ? n : undefined);
  });

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true, min: -2, max: 2 })])(
    "a real number in (0, 1) is accepted exactly when 0 < x < 1; a whole range refuses fractions",
    (x) => {
      const open = { whole: false, min: 0, max: 1, minOpen: true, maxOpen: true };
      expect(readInRange(String(x), open)).toBe(x > 0 && x < 1 ? x : undefined);
      if (!Number.isInteger(x))
        expect(readInRange(String(x), { whole: true, min: -5, max: 5 })).toBeUndefined();
    },
  );

  it("refuses what is not a decimal number: empty text, hex, NaN, infinity, words", () => {
    const any = { whole: false, min: -Number.MAX_VALUE, max: Number.MAX_VALUE };
    for (const text of ["", " ", "0x10", "NaN", "Infinity", "-Infinity", "1e400", "ten", "1,5", "--2"]) {
      expect(readInRange(text, any), text).toBeUndefined();
    }
    expect(readInRange(" 2.5e1 ", any)).toBe(25);
  });

  it("inRange and listInRange name the option, its range and the value in a usage error", () => {
    const p = inRange("--iterations", { whole: true, min: 1, max: 1_000_000 });
    expect(p("1e6")).toBe(1_000_000);
    expect(() => p("1e20")).toThrow('--iterations must be a whole number from 1 to 1,000,000, got "1e20"');
    const list = listInRange("--at", { whole: true, min: 1, max: 10 });
    expect(list("1,10")).toEqual([1, 10]);
    expect(() => list("1,11")).toThrow('--at: every value must be a whole number from 1 to 10, got "11"');
    expect(() => list("1,,2")).toThrow(/got ""/);
  });
});

describe("every numeric option of every command has a checked, documented range", () => {
  const options = allOptions(createProgram(silent));

  it("has a range unless its value is not a number; a default lies in its range", () => {
    for (const [command, o] of options) {
      const range = rangeOf(o);
      const numericDefault = typeof o.defaultValue === "number";
      if (range === undefined) {
        // Flags, choices and text options have no parser, or one that is not about numbers.
        expect(numericDefault && !NOT_NUMERIC.has(o.long!), `${command} ${o.long}`).toBe(false);
        continue;
      }
      if (numericDefault) {
        expect(readInRange(String(o.defaultValue), range), `${command} ${o.long} default`).toBe(
          o.defaultValue,
        );
      }
      expect(o.description, `${command} ${o.long}`).toContain(`(range: ${rangeText(range)})`);
    }
    // The options the issue names are among them.
    const ranged = new Set(
      options.filter(([, o]) => rangeOf(o) !== undefined).map(([c, o]) => `${c} ${o.long}`),
    );
    for (const name of [
      "train --iterations",
      "train --folds",
      "train --lsi-dims",
      "grid --folds",
      "grid --iterations",
      "worker --lock-seconds",
      "worker --concurrency",
      "data induce-hierarchy --cooccurrence",
      "explain --rounds",
      "evaluate --threshold",
    ]) {
      expect(ranged.has(name), name).toBe(true);
    }
  });

  it("refuses each bound's neighbour outside it and accepts the bounds, for every option", () => {
    for (const [command, o] of options) {
      const range = rangeOf(o);
      if (range === undefined) continue;
      const parse = (v: string) =>
        (o.parseArg as (value: string, previous: unknown) => unknown)(v, undefined);
      const one = (x: unknown) => (Array.isArray(x) ? x[0] : x);
      const name = `${command} ${o.long}`;
      if (range.max < Number.MAX_VALUE) {
        const above = range.whole ? range.max + 1 : range.max * 2 + 1;
        expect(() => parse(String(above)), `${name} ${above}`).toThrow(o.long!);
        if (!range.maxOpen) expect(one(parse(String(range.max))), name).toBe(range.max);
      }
      if (range.min > -Number.MAX_VALUE) {
        const below = range.whole ? range.min - 1 : range.min - 1;
        expect(() => parse(String(below)), `${name} ${below}`).toThrow(o.long!);
        if (!range.minOpen) expect(one(parse(String(range.min))), name).toBe(range.min);
      }
      for (const bad of ["", "1e400", "NaN", "0x10"])
        expect(() => parse(bad), `${name} "${bad}"`).toThrow(o.long!);
      if (range.whole) expect(() => parse(String(range.min + 0.5)), name).toThrow(o.long!);
    }
  });

  it.each([
    [["train", "--format", "mulan", "--data", "x", "--iterations", "1e9", "--out", "m.json"], "--iterations"],
    [["train", "--format", "mulan", "--data", "x", "--folds", "1e6"], "--folds"],
    [
      ["train", "--format", "mulan", "--data", "x", "--iterations", "1e20", "--out", "m.json"],
      "--iterations",
    ],
    [
      [
        "train",
        "--algorithm",
        "mlrf",
        "--format",
        "mulan",
        "--data",
        "x",
        "--lsi-dims",
        "100000",
        "--out",
        "m.json",
      ],
      "--lsi-dims",
    ],
    [["worker", "--queue", "redis://127.0.0.1:1", "--lock-seconds", "0.0001"], "--lock-seconds"],
    [["worker", "--queue", "redis://127.0.0.1:1", "--lock-seconds", "3000000"], "--lock-seconds"],
    [
      [
        "data",
        "induce-hierarchy",
        "--format",
        "mulan",
        "--data",
        "x",
        "--clusters",
        "2",
        "--cooccurrence",
        "2",
        "--out",
        "t.tsv",
      ],
      "--cooccurrence",
    ],
  ])(
    "the command line refuses %j as a usage error naming %s, before reading anything",
    async (argv, option) => {
      const r = await run(argv);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`${option} must be`);
    },
  );
});
