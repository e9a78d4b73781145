import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type CatalogueEntry, DATASET_CATALOGUE } from "@textboost/datasets";
import { describe, expect, it } from "vitest";
import { dataGet, dataList } from "../src/commands/data-get.js";
import type { CliIO } from "../src/io.js";
import { run, runJson } from "../src/test-support/run.js";
import { tempDir } from "../src/test-support/vector-data.js";

const sha = (s: string) => createHash("sha256").update(s).digest("hex");
const captured = () => {
  const io = { out: "", err: "" };
  const cli: CliIO = {
    out: (t) => {
      io.out += t;
    },
    err: (t) => {
      io.err += t;
    },
    interactive: false,
    cwd: process.cwd(),
    readStdin: async () => "",
  };
  return { io, cli };
};

describe("textboost data list and data get", () => {
  it("lists every known set, none cached in a new folder, and where to get those it cannot download", async () => {
    const cache = tempDir();
    const listed = await runJson(["data", "list", "--cache", cache, "--json"]);
    expect(listed.cache).toBe(cache);
    expect(listed.sets.map((s: { name: string }) => s.name)).toEqual(DATASET_CATALOGUE.map((e) => e.name));
    expect(listed.sets.every((s: { cached: boolean }) => !s.cached)).toBe(true);
    const yahoo = listed.sets.find((s: { name: string }) => s.name === "yahoo");
    expect([yahoo.downloadable, yahoo.note]).toEqual([
      false,
      expect.stringMatching(/no stable public address/),
    ]);
    const text = await run(["data", "list", "--cache", cache]);
    expect(text.out).toMatch(/medical\s+not cached\s+Medical/);
    expect(text.out).toMatch(/yahoo\s+not downloadable[\s\S]*where to get it: no stable public address/);
  });

  it("refuses an unknown name and a set without an address, saying what to do", async () => {
    const unknown = await run(["data", "get", "medicale", "--cache", tempDir()]);
    expect([unknown.code, unknown.err]).toEqual([
      1,
      expect.stringMatching(/unknown data set "medicale"; known: reuters21578, medical/),
    ]);
    const far = await run(["data", "get", "rcv1subset1", "--cache", tempDir()]);
    expect([far.code, far.err]).toEqual([
      1,
      expect.stringMatching(/cannot be downloaded by textboost: no stable public address.*--format mulan/),
    ]);
  });

  it("gets a set from a local server, prints its licence, citation and options, and train reads it", async () => {
    const body = "1 1:1 2:1\n2 2:1 3:1\n1,2 1:1 3:1\n".repeat(10);
    const server = createServer((req, res) => {
      if (req.url === "/tiny.svm") res.writeHead(200, { "content-length": String(body.length) }).end(body);
      else res.writeHead(404).end();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tiny.svm`;
    const catalogue: CatalogueEntry[] = [
      {
        name: "tiny",
        title: "Tiny",
        format: "svmlight",
        data: "tiny.svm",
        summary: "30 documents",
        source: "a test server",
        licence: "the tiny licence",
        citation: "the tiny paper",
        download: { files: [{ name: "tiny.svm", url, sha256: sha(body) }] },
      },
    ];
    try {
      const cache = tempDir();
      const { io, cli } = captured();
      const [got] = await dataGet({ names: ["tiny"], cache, json: false }, cli, catalogue);
      expect(got!.data).toBe(join(cache, "tiny", "tiny.svm"));
      expect(io.out).toContain(`read it with: --format svmlight --data ${join(cache, "tiny", "tiny.svm")}`);
      expect(io.out).toContain("licence: the tiny licence");
      expect(io.out).toContain("cite: the tiny paper");
      expect(io.err).toContain(`SHA-256 checked ${sha(body)}`);
      const listed = captured();
      dataList({ cache, json: true }, listed.cli, catalogue);
      expect(JSON.parse(listed.io.out).sets[0].cached).toBe(true);
      const model = join(tempDir(), "m.json");
      const trained = await run([
        "train",
        "--format",
        "svmlight",
        "--data",
        got!.data,
        "--iterations",
        "3",
        "--out",
        model,
        "--json",
      ]);
      expect(trained.code, trained.err).toBe(0);
      expect(JSON.parse(trained.out).documents).toBe(30);
    } finally {
      server.close();
    }
  });
});
