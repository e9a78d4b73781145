import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caught } from "../test-support/errors.js";
import { type LoadedDataset, loadDataset } from "./load-dataset.js";

const FIX = join(import.meta.dirname, "..", "..", "fixtures");
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
      expect.stringMatching(
        /choose one with --split train or --split test, or every document with --split all/,
      ),
    ]);
    const b = await caught(() =>
      loadDataset("mulan", join(root, "mini", "mini-train.arff"), { split: "test" }),
    );
    expect(b.code).toBe("E_INVALID_ARGUMENT");
    const c = await caught(() => loadDataset("mulan", join(root, "whole"), { split: "train" }));
    expect([c.code, c.file]).toEqual(["E_INVALID_ARGUMENT", join(root, "whole", "whole.arff")]);
    const d = await caught(() =>
      loadDataset("mulan", join(root, "mini"), { split: "train", xml: "nope.xml" }),
    );
    expect([d.code, d.file]).toEqual(["E_IO", "nope.xml"]);
  });

  it('unsplit "whole": a split is a preference, and a data set without parts is read whole', async () => {
    const prefer = { split: "test", unsplit: "whole" } as const;
    const file = await loadDataset("mulan", join(root, "mini", "mini-train.arff"), prefer);
    expect([file.part, rows(file)]).toEqual(["whole", 6]);
    const dir = await loadDataset("mulan", join(root, "whole"), prefer);
    expect([dir.part, dir.files[0], rows(dir)]).toEqual(["whole", join(root, "whole", "whole.arff"), 6]);
    const parts = await loadDataset("mulan", join(root, "mini"), prefer);
    expect(parts.part).toBe("test");
    const svm = await loadDataset("svmlight", join(root, "train.svm"), prefer);
    expect([svm.part, rows(svm)]).toEqual(["whole", 2]);
    const mp = await loadDataset("mpboost", join(root, "mp", "test"), prefer);
    expect(mp.part).toBe("whole");
    const words = await loadDataset("boostexter", join(root, "words"), prefer);
    expect([words.part, words.files[1]]).toEqual(["whole", join(root, "words.data")]);
    expect((await loadDataset("boostexter", join(root, "bx"), prefer)).part).toBe("test");
  });

  it('a missing file or directory is E_IO "no such file", never a split error', async () => {
    for (const [format, path] of [
      ["mulan", join(root, "nope.arff")],
      ["mulan", join(root, "nope")],
      ["meka", join(root, "nope.arff")],
      ["svmlight", join(root, "nope.svm")],
      ["mpboost", join(root, "nope")],
      ["boostexter", join(root, "nope.data")],
      ["boostexter", join(root, "nope")],
      ["reuters21578", join(root, "nope")],
    ] as const) {
      for (const split of [undefined, "train", "test"] as const) {
        const e = await caught(() => loadDataset(format, path, split === undefined ? {} : { split }));
        expect([format, e.code, e.message]).toEqual([format, "E_IO", expect.stringMatching(/no such file/)]);
      }
    }
  });

  it("MEKA's -split-number and -split-percentage in the relation name divide one file into its parts", async () => {
    const file = join(root, "meka", "meka-train.arff"); // 'MINI: -C 2 -split-number 2', 4 instances
    const ids = (r: LoadedDataset) => (r.kind === "vectors" ? Array.from(r.dataset.Y.indices) : []);
    const train = await loadDataset("meka", file, { split: "train" });
    const test = await loadDataset("meka", file, { split: "test" });
    const whole = await loadDataset("meka", file);
    expect([train.part, rows(train), ids(train)]).toEqual(["train", 2, [0, 1]]);
    expect([test.part, rows(test), ids(test)]).toEqual(["test", 2, [0, 1]]);
    expect([whole.part, rows(whole)]).toEqual(["whole", 4]);
    const text = await readFile(file, "utf8");
    const write = async (name: string, relation: string) => {
      const p = join(root, "meka", name);
      await writeFile(p, text.replace("-split-number 2", relation));
      return p;
    };
    const pct = await write("pct.arff", "-split-percentage 75");
    expect(rows(await loadDataset("meka", pct, { split: "train" }))).toBe(3);
    expect(rows(await loadDataset("meka", pct, { split: "test" }))).toBe(1);
    const big = await write("big.arff", "-split-number 5");
    const e = await caught(() => loadDataset("meka", big, { split: "train" }));
    expect([e.code, e.file, e.line, e.message]).toEqual([
      "E_INPUT_FORMAT",
      big,
      1,
      expect.stringMatching(/-split-number 5.*\[0, 4\]/),
    ]);
    // the Mulan reader honours the same header
    await writeFile(
      join(root, "meka", "meka.xml"),
      '<labels xmlns="http://mulan.sourceforge.net/labels"><label name="A"/><label name="B"/></labels>',
    );
    const mulan = await loadDataset("mulan", file, { split: "test" });
    expect([mulan.part, rows(mulan)]).toEqual(["test", 2]);
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

  it('split "all" is every document on every kind of data set: both parts, or the whole file', async () => {
    const all = (format: Parameters<typeof loadDataset>[0], path: string) =>
      loadDataset(format, path, { split: "all" });
    const both = async (format: Parameters<typeof loadDataset>[0], path: string) =>
      rows(await loadDataset(format, path, { split: "train", unsplit: "whole" })) +
      rows(await loadDataset(format, path, { split: "test", unsplit: "whole" }));
    const cases: [Parameters<typeof loadDataset>[0], string][] = [
      ["mulan", join(root, "mini")],
      ["meka", join(root, "meka", "meka-train.arff")], // -split-number 2 of 4
      ["svmlight", join(root, "{split}.svm")],
      ["mpboost", join(root, "mp")],
      ["boostexter", join(root, "bx")],
    ];
    for (const [format, path] of cases) {
      const r = await all(format, path);
      expect([format, r.part, rows(r)]).toEqual([format, "whole", await both(format, path)]);
    }
    const meka = await all("meka", join(root, "meka", "meka-train.arff"));
    const whole = await loadDataset("meka", join(root, "meka", "meka-train.arff"));
    expect(meka.kind === "vectors" && whole.kind === "vectors" && [...meka.dataset.X.indices]).toEqual([
      ...(whole.kind === "vectors" ? whole.dataset.X.indices : []),
    ]);
    // SVMlight parts with different columns: matched by name, the test part's new ones appended.
    const svm = await all("svmlight", join(root, "{split}.svm"));
    expect(svm.kind === "vectors" && [svm.dataset.featureNames, svm.dataset.labelNames]).toEqual([
      ["1", "2", "3"],
      ["1", "2"],
    ]);
    // A file without parts: the whole file, with no error (unlike split "train").
    expect(rows(await all("mulan", join(root, "whole")))).toBe(
      rows(await loadDataset("mulan", join(root, "whole"))),
    );
    // Reuters-21578: ModApte's training and test documents.
    const reuters = join(FIX, "reuters21578");
    const r = await all("reuters21578", reuters);
    expect(rows(r)).toBe(
      rows(await loadDataset("reuters21578", reuters, { split: "train" })) +
        rows(await loadDataset("reuters21578", reuters, { split: "test" })),
    );
  });
});
