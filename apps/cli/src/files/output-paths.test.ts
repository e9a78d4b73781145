import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHECKPOINT_OUTPUT,
  HIERARCHY_OUTPUT,
  MODEL_OUTPUT,
  type OutputKind,
  PREDICTIONS_OUTPUT,
} from "./output-kinds.js";
import { checkOutputPaths, type OutputPath } from "./output-paths.js";

/**
 * A folder of files, each known by what it is (its content kind, whether an input), and many ways
 * to name each: its path, `./`-spellings, a path through `..`, symbolic links (also to its folder)
 * and hard links. The reference below decides every outcome from that table alone, without looking
 * at the file system; the property checks that `checkOutputPaths` agrees.
 */
interface Target {
  /** What the file is: a kind of output, "foreign" (another program's file), or nothing yet. */
  readonly content: "model" | "checkpoint" | "hierarchy" | "foreign" | "empty" | "missing";
  /** Whether the file is (or lies inside) one of the inputs below. */
  readonly input: boolean;
}

const TARGETS: Record<string, Target> = {
  model: { content: "model", input: false },
  checkpoint: { content: "checkpoint", input: false },
  tree: { content: "hierarchy", input: false },
  xml: { content: "foreign", input: false },
  empty: { content: "empty", input: false },
  data: { content: "foreign", input: true },
  hier: { content: "hierarchy", input: true },
  inDir: { content: "foreign", input: true },
  oldModel: { content: "model", input: true },
  fresh1: { content: "missing", input: false },
  fresh2: { content: "missing", input: false },
};

let root: string;
/** Every name of every target: [path, target]. */
const names: [string, string][] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "textboost-outputs-"));
  const at = (p: string) => join(root, p);
  mkdirSync(at("dataset"));
  mkdirSync(at("out"));
  const files: Record<string, [string, string]> = {
    model: ["out/m.json", '{"format":"textboost-model","version":1}\n'],
    checkpoint: ["out/c.json", '{"format":"textboost-checkpoint","version":2}\n'],
    tree: ["out/tree.tsv", "parent\tchild\tdescription\nNone\tRoot\t\n"],
    xml: ["out/labels.xml", '<?xml version="1.0"?>\n<labels/>\n'],
    empty: ["out/empty.txt", ""],
    data: ["train.arff", "@relation x\n"],
    hier: ["hier.tsv", "parent\tchild\tdescription\nNone\tRoot\t\n"],
    inDir: ["dataset/a.svm", "1 1:1\n"],
    oldModel: ["old.json", '{"format":"textboost-model","version":1}\n'],
  };
  for (const [target, [path, text]] of Object.entries(files)) {
    writeFileSync(at(path), text);
    const base = path.split("/").at(-1)!;
    const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : ".";
    names.push(
      [at(path), target],
      [`${at(folder)}/./${base}`, target],
      [`${at("dataset")}/../${path}`, target],
    );
    symlinkSync(at(path), at(`link-${target}`));
    names.push([at(`link-${target}`), target]);
    linkSync(at(path), at(`hard-${target}`));
    names.push([at(`hard-${target}`), target]);
  }
  symlinkSync(at("out"), at("out-link"));
  names.push([at("out-link/m.json"), "model"], [at("out-link/tree.tsv"), "tree"]);
  names.push([at("dataset/new.svm"), "fresh1"], [at("out/new.json"), "fresh2"]);
  names.push([at("out-link/new.json"), "fresh2"], [`${at("out")}/./new.json`, "fresh2"]);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const inputs = () => [
  { option: "--data", path: join(root, "train.arff") },
  { option: "--hierarchy", path: join(root, "hier.tsv") },
  { option: "<path>", path: join(root, "dataset") },
  { option: "--resume", path: join(root, "old.json") },
];

const KINDS: [OutputKind, string][] = [
  [MODEL_OUTPUT, "model"],
  [CHECKPOINT_OUTPUT, "checkpoint"],
  [HIERARCHY_OUTPUT, "hierarchy"],
  [PREDICTIONS_OUTPUT, "predictions"], // no file above is a prediction file
];

/** The reference: the outcome the rules give, from the table of targets alone. */
function expected(
  outputs: readonly { option: string; target: string; kind: number }[],
  force: boolean,
): string {
  for (let i = 0; i < outputs.length; i++) {
    for (let j = 0; j < i; j++) {
      if (outputs[i]!.target === outputs[j]!.target) {
        return `E_INVALID_ARGUMENT ${outputs[j]!.option} ${outputs[i]!.option}`;
      }
    }
  }
  for (const o of outputs) {
    const t = TARGETS[o.target]!;
    if (t.content === "missing") continue;
    if (t.input) return `E_IO input ${o.option}`;
    if (!force) return `E_IO exists ${o.option}`;
    const [, own] = KINDS[o.kind]!;
    if (t.content !== "empty" && t.content !== own) return `E_IO kind ${o.option}`;
  }
  return "ok";
}

/** What `checkOutputPaths` says, in the reference's words. */
function actual(outputs: readonly OutputPath[], force: boolean): string {
  try {
    checkOutputPaths({ inputs: inputs(), outputs, force });
    return "ok";
  } catch (e) {
    if (!isTextboostError(e)) throw e;
    const named = outputs.map((o) => o.option).filter((opt) => e.detail.includes(`${opt} `));
    if (e.code === "E_INVALID_ARGUMENT") {
      // Both options named, the first given first.
      const [a, b] = named;
      return `${e.code} ${a} ${b ?? a}`;
    }
    const which = /is part of the input/.test(e.detail)
      ? "input"
      : /exists; pass --force/.test(e.detail)
        ? "exists"
        : /--force replaces only a previous output of the same kind/.test(e.detail)
          ? "kind"
          : `unexpected: ${e.detail}`;
    return `${e.code} ${which} ${named[0]}`;
  }
}

const OPTIONS = ["--out", "--checkpoint", "--write-hierarchy", "--other"];

describe("checkOutputPaths", () => {
  test.prop(
    [
      fc
        .uniqueArray(fc.nat(OPTIONS.length - 1), { minLength: 1, maxLength: OPTIONS.length })
        .chain((options) =>
          fc.tuple(
            fc.constant(options),
            fc.array(fc.tuple(fc.nat(1000), fc.nat(KINDS.length - 1)), {
              minLength: options.length,
              maxLength: options.length,
            }),
            fc.boolean(),
          ),
        ),
    ],
    { numRuns: 300 },
  )(
    "agrees with the rules on random option sets over paths, links and hard links",
    ([options, picks, force]) => {
      const chosen = options.map((o, k) => {
        const [path, target] = names[picks[k]![0] % names.length]!;
        return { option: OPTIONS[o]!, path, target, kind: picks[k]![1] };
      });
      const outputs = chosen.map((c) => ({ option: c.option, path: c.path, kind: KINDS[c.kind]![0] }));
      // The same outcome, in the rules' order; a refusal names the options concerned.
      const want = expected(chosen, force);
      expect(
        actual(outputs, force),
        `${JSON.stringify(chosen.map((c) => [c.option, relative(root, c.path), c.target]))}, force ${force}`,
      ).toBe(want);
    },
  );

  it("never touches a file: the folder is byte for byte the same after any check", () => {
    const snapshot = () =>
      readdirSync(root, { recursive: true, encoding: "utf8" })
        .sort()
        .map((p) => {
          const full = join(root, p);
          return statSync(full).isFile() ? `${p}:${readFileSync(full, "utf8")}` : p;
        });
    const before = snapshot();
    for (const [path] of names) {
      try {
        checkOutputPaths({
          inputs: inputs(),
          outputs: [{ option: "--out", path, kind: MODEL_OUTPUT }],
          force: true,
        });
      } catch {
        // refusals are the point
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it("a successor may replace the checkpoint it resumes from without --force, through any link", () => {
    const cp = join(root, "out/c.json");
    for (const path of [cp, join(root, "link-checkpoint"), join(root, "hard-checkpoint")]) {
      expect(() =>
        checkOutputPaths({
          inputs: [{ option: "--resume", path: cp }],
          outputs: [{ option: "--checkpoint", path, kind: CHECKPOINT_OUTPUT, successorOf: cp }],
          force: false,
        }),
      ).not.toThrow();
    }
    // Another existing file still needs --force.
    expect(() =>
      checkOutputPaths({
        inputs: [{ option: "--resume", path: cp }],
        outputs: [
          {
            option: "--checkpoint",
            path: join(root, "out/m.json"),
            kind: CHECKPOINT_OUTPUT,
            successorOf: cp,
          },
        ],
        force: false,
      }),
    ).toThrow(/exists; pass --force/);
  });

  it("names both options of a collision and the refused file", () => {
    const out = join(root, "out/new.json");
    expect(() =>
      checkOutputPaths({
        inputs: [],
        outputs: [
          { option: "--checkpoint", path: out, kind: CHECKPOINT_OUTPUT },
          { option: "--out", path: join(root, "out-link/new.json"), kind: MODEL_OUTPUT },
        ],
        force: true,
      }),
    ).toThrow(`--checkpoint ${out} and --out ${join(root, "out-link/new.json")} are the same file`);
    expect(() =>
      checkOutputPaths({
        inputs: [{ option: "--hierarchy", path: join(root, "hier.tsv") }],
        outputs: [{ option: "--write-hierarchy", path: join(root, "link-hier"), kind: HIERARCHY_OUTPUT }],
        force: true,
      }),
    ).toThrow(
      `${join(root, "link-hier")}: --write-hierarchy is part of the input --hierarchy ${join(root, "hier.tsv")}`,
    );
    expect(() =>
      checkOutputPaths({
        inputs: [],
        outputs: [{ option: "--out", path: join(root, "out"), kind: MODEL_OUTPUT }],
        force: true,
      }),
    ).toThrow(/is a directory/);
  });
});
