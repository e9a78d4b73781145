import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoadedDataset, loadDataset } from "./load-dataset.js";
import { caught } from "./test-support/errors.js";

const FIX = join(import.meta.dirname, "..", "fixtures");
let root = "";

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "textboost-load-"));
  await mkdir(join(root, "mini"));
  for (const s of ["train", "test"])
    await copyFile(join(FIX, "mulan-mini.arff"), join(root, "mini", `mini-${s}.arff`));
  await copyFile(join(FIX, "mulan-mini.xml"), join(root, "mini", "mini.xml"));
  await mkdir(join(root, "whole"));
  await copyFile(join(FIX, "mulan-mini.arff"), join(root, "whole", "whole.arff"));
  await copyFile(join(FIX, "mulan-mini.xml"), join(root, "whole", "labels.xml"));
  await mkdir(join(root, "meka"));
  await copyFile(join(FIX, "meka-mini.arff"), join(root, "meka", "meka-train.arff"));
  await writeFile(join(root, "train.svm"), "1 1:1\n2 2:1\n");
  await writeFile(join(root, "test.svm"), "2 3:1\n");
  await mkdir(join(root, "mp"));
  await writeFile(join(root, "mp", "training"), "a 1 2 | 0\n");
  await writeFile(join(root, "mp", "test"), "b 2 | 0\nc 0 |\n");
  await copyFile(join(FIX, "boostexter-mini.names"), join(root, "bx.names"));
  await copyFile(join(FIX, "boostexter-mini.data"), join(root, "bx.data"));
  await copyFile(join(FIX, "boostexter-mini.test"), join(root, "bx.test"));
  await writeFile(join(root, "words.names"), "a, b.\nid: ignore.\nw: text.\n");
  await writeFile(join(root, "words.data"), "x, one two, a.\n");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const rows = (r: LoadedDataset): number =>
  r.kind === "vectors" ? r.dataset.X.rows : r.corpus.documents.length;

describe("loadDataset", () => {
  it("mulan: a directory with -train/-test files and the XML", async () => {
    const r = await loadDataset("mulan", join(root, "mini"), { split: "test" });
    expect(r.kind).toBe("vectors");
    expect(r.files).toEqual([join(root, "mini", "mini-test.arff"), join(root, "mini", "mini.xml")]);
    expect(rows(r)).toBe(6);
  });

  it("mulan: an .arff path finds the XML beside it (x-train.arff -> x.xml, else the only .xml)", async () => {
    expect((await loadDataset("mulan", join(root, "mini", "mini-train.arff"))).files[1]).toBe(
      join(root, "mini", "mini.xml"),
    );
    expect((await loadDataset("mulan", join(root, "whole"))).files).toEqual([
      join(root, "whole", "whole.arff"),
      join(root, "whole", "labels.xml"),
    ]);
  });

  it("mulan: asks for a split when a directory has both parts, and refuses a split for a single file", async () => {
    const a = await caught(() => loadDataset("mulan", join(root, "mini")));
    expect([a.code, a.message]).toEqual([
      "E_INVALID_ARGUMENT",
      expect.stringMatching(/pass split "train" or "test"/),
    ]);
    const b = await caught(() =>
      loadDataset("mulan", join(root, "mini", "mini-train.arff"), { split: "test" }),
    );
    expect(b.code).toBe("E_INVALID_ARGUMENT");
    const c = await caught(() => loadDataset("mulan", join(root, "whole"), { split: "train" }));
    expect([c.code, c.file]).toEqual(["E_IO", join(root, "whole")]);
  });

  it("meka: a directory or a file", async () => {
    const r = await loadDataset("meka", join(root, "meka"), { split: "train" });
    expect(r.kind === "vectors" && r.dataset.labelNames).toEqual(["A", "B"]);
  });

  it("svmlight: {split} in the path; featureNames and labelNames align a test set", async () => {
    const train = await loadDataset("svmlight", join(root, "{split}.svm"), { split: "train" });
    if (train.kind !== "vectors") throw new Error("expected vectors");
    const test = await loadDataset("svmlight", join(root, "{split}.svm"), {
      split: "test",
      featureNames: ["1", "2", "3"],
      labelNames: train.dataset.labelNames,
    });
    expect(
      test.kind === "vectors" && [
        test.dataset.X.cols,
        test.dataset.labelNames,
        Array.from(test.dataset.Y.indices),
      ],
    ).toEqual([3, ["1", "2"], [1]]);
    expect((await caught(() => loadDataset("svmlight", join(root, "{split}.svm")))).code).toBe(
      "E_INVALID_ARGUMENT",
    );
    expect((await caught(() => loadDataset("svmlight", root))).code).toBe("E_INVALID_ARGUMENT");
  });

  it("mpboost: Esuli's training/test directory", async () => {
    const r = await loadDataset("mpboost", join(root, "mp"), { split: "test" });
    expect(r.kind === "vectors" && r.dataset.documentIds).toEqual(["b", "c"]);
  });

  it("boostexter: a stem gives .data for train and .test for test; text-only names give a corpus", async () => {
    const train = await loadDataset("boostexter", join(root, "bx"), { split: "train" });
    expect([train.kind, rows(train), train.files]).toEqual([
      "vectors",
      4,
      [join(root, "bx.names"), join(root, "bx.data")],
    ]);
    const test = await loadDataset("boostexter", join(root, "bx"), { split: "test" });
    expect(rows(test)).toBe(1);
    const words = await loadDataset("boostexter", join(root, "words.data"));
    expect(words.kind === "text" && words.corpus.documents).toEqual([
      { id: "x", text: "one two", labels: ["a"] },
    ]);
  });

  it("reuters21578: the ModApte part asked for", async () => {
    const r = await loadDataset("reuters21578", join(FIX, "reuters21578"), {
      split: "test",
      categories: "all",
    });
    expect(r.kind === "text" && r.corpus.documents.map((d) => d.id)).toEqual(["3", "4"]);
    expect(r.files).toHaveLength(2);
    expect((await caught(() => loadDataset("reuters21578", join(FIX, "reuters21578")))).code).toBe(
      "E_INVALID_ARGUMENT",
    );
  });

  it("rejects an unknown format and reports missing files with E_IO", async () => {
    expect((await caught(() => loadDataset("csv" as "mulan", root))).code).toBe("E_INVALID_ARGUMENT");
    const e = await caught(() => loadDataset("svmlight", join(root, "nope.svm")));
    expect([e.code, e.file]).toEqual(["E_IO", join(root, "nope.svm")]);
  });
});
