import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatasetFormat, loadDataset } from "./load-dataset.js";
import type { ReadProgress } from "./read-progress.js";

let root = "";
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "textboost-read-progress-"));
  // about 300 KiB: several 64 KiB chunks, so the reader reports before the end
  const lines = Array.from({ length: 12_000 }, (_, i) => `${i % 3} ${1 + (i % 50)}:0.5 ${60 + (i % 40)}:1`);
  await writeFile(join(root, "big.svm"), `${lines.join("\n")}\n`);
  await writeFile(join(root, "words.names"), "a, b.\nw: text.\n");
  await writeFile(join(root, "words.data"), "one two, a.\nthree, b.\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function progressOf(format: DatasetFormat, path: string, file: string): Promise<ReadProgress[]> {
  const events: ReadProgress[] = [];
  await loadDataset(format, path, { onProgress: (p) => events.push(p) });
  const size = (await stat(file)).size;
  for (const e of events) expect(e).toMatchObject({ file, totalBytes: size, fileNumber: 1, files: 1 });
  expect(events.at(-1)!.bytes).toBe(size);
  return events;
}

describe("loadDataset's onProgress", () => {
  it("tells the bytes read of a large file as it is parsed, ascending to its size", async () => {
    const file = join(root, "big.svm");
    const events = await progressOf("svmlight", file, file);
    expect(events.length).toBeGreaterThan(1); // ~170 kB: several chunks
    expect(events[0]!.bytes).toBeLessThan(events[0]!.totalBytes);
    for (let i = 1; i < events.length; i++) expect(events[i]!.bytes).toBeGreaterThan(events[i - 1]!.bytes);
    const plain = await loadDataset("svmlight", file);
    const told = await loadDataset("svmlight", file, { onProgress: () => {} });
    expect(told).toEqual(plain);
  });

  it("reports the data file of a text format (BoosTexter)", async () => {
    await progressOf("boostexter", join(root, "words"), join(root, "words.data"));
  });
});
