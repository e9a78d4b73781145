import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isTextboostError, type TextboostError } from "@textboost/core";
import { afterEach, describe, expect, it } from "vitest";
import {
  cutAfter,
  redirect,
  serve,
  startServer,
  type TestServer,
  tarGz,
} from "../../test-support/download-server.js";
import type { CatalogueEntry, CatalogueFile } from "./catalogue-types.js";
import { getDataset, listDatasets } from "./get-dataset.js";

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
const bytes = (s: string) => new TextEncoder().encode(s);
/** A body long enough to be cut in the middle. */
const body = (tag: string, n = 2_000) => bytes(`${tag}\n`.repeat(n));

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
const start = async (routes: Parameters<typeof startServer>[0]) => {
  const s = await startServer(routes);
  servers.push(s);
  return s;
};
const cache = () => mkdtempSync(join(tmpdir(), "tb-data-cache-"));
const entry = (files: CatalogueFile[], more: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  name: "tiny",
  title: "Tiny test set",
  format: "svmlight",
  data: "tiny.svm",
  summary: "two files",
  source: "a test server",
  licence: "none",
  citation: "none",
  download: { files },
  ...more,
});
async function caught(f: () => Promise<unknown>): Promise<TextboostError> {
  try {
    await f();
  } catch (e) {
    if (isTextboostError(e)) return e;
    throw e;
  }
  throw new Error("expected a TextboostError");
}

describe("getDataset against a local server", () => {
  it("downloads every file, checks its digest, and uses the cache the second time", async () => {
    const a = body("1 1:1");
    const b = bytes("labels\n");
    const s = await start({ "/tiny.svm": serve(a), "/notes.txt": serve(b) });
    const catalogue = [
      entry([
        { name: "tiny.svm", url: `${s.url}/tiny.svm`, sha256: sha(a), bytes: a.length },
        { name: "notes.txt", url: `${s.url}/notes.txt`, sha256: sha(b) },
      ]),
    ];
    const dir = cache();
    const got = await getDataset("tiny", { cache: dir, catalogue });
    expect(got.data).toBe(join(dir, "tiny", "tiny.svm"));
    expect(readFileSync(got.data)).toEqual(Buffer.from(a));
    expect(got.files.map((f) => [f.sha256, f.checked, f.downloaded])).toEqual([
      [sha(a), true, true],
      [sha(b), true, true],
    ]);
    expect(existsSync(`${got.data}.part`)).toBe(false);
    expect(listDatasets({ cache: dir, catalogue })[0]!.cached).toBe(true);
    const seen = s.requests.length;
    const again = await getDataset("tiny", { cache: dir, catalogue });
    expect(again.files.every((f) => !f.downloaded)).toBe(true);
    expect(s.requests.length).toBe(seen);
  });

  it("resumes a cut connection with a Range request, in the same call and in the next", async () => {
    const a = body("resume me");
    const half = Math.floor(a.length / 2);
    const s = await start({ "/x": cutAfter(a, half), "/y": cutAfter(a, 1000) });
    const file = (p: string, name: string) => ({
      name,
      url: `${s.url}${p}`,
      sha256: sha(a),
      bytes: a.length,
    });
    const dir = cache();
    const got = await getDataset("tiny", { cache: dir, catalogue: [entry([file("/x", "tiny.svm")])] });
    expect(readFileSync(got.data)).toEqual(Buffer.from(a));
    expect(s.requests.filter((r) => r.path === "/x").map((r) => r.range)).toEqual([
      undefined,
      `bytes=${half}-`,
    ]);
    // No retry allowed: the first call fails and keeps the part; the next call resumes it.
    const catalogue = [entry([file("/y", "tiny.svm")], { name: "other" })];
    const e = await caught(() => getDataset("other", { cache: dir, catalogue, download: { retries: 0 } }));
    expect(e.code).toBe("E_NETWORK");
    expect(e.message).toMatch(/1000 bytes received are kept in .*tiny\.svm\.part/);
    const resumed = await getDataset("other", { cache: dir, catalogue });
    expect(readFileSync(resumed.data)).toEqual(Buffer.from(a));
    expect(s.requests.filter((r) => r.path === "/y").map((r) => r.range)).toEqual([undefined, "bytes=1000-"]);
  });

  it("a digest mismatch names the file and both digests, keeps the download aside and never uses it", async () => {
    const a = body("tampered");
    const s = await start({ "/t": serve(a) });
    const wrong = sha(bytes("the published file"));
    const catalogue = [entry([{ name: "tiny.svm", url: `${s.url}/t`, sha256: wrong }])];
    const dir = cache();
    const e = await caught(() => getDataset("tiny", { cache: dir, catalogue }));
    expect(e.code).toBe("E_CHECKSUM");
    expect(e.file).toBe(join(dir, "tiny", "tiny.svm"));
    expect(e.message).toContain(wrong);
    expect(e.message).toContain(sha(a));
    expect(existsSync(join(dir, "tiny", "tiny.svm"))).toBe(false);
    expect(readFileSync(join(dir, "tiny", "tiny.svm.bad"))).toEqual(Buffer.from(a));
    expect(listDatasets({ cache: dir, catalogue })[0]!.cached).toBe(false);
    // A file already in the cache that is not the published one is never replaced.
    const mine = cache();
    mkdirSync(join(mine, "tiny"));
    writeFileSync(join(mine, "tiny", "tiny.svm"), "my own file\n");
    const seen = s.requests.length;
    const kept = await caught(() => getDataset("tiny", { cache: mine, catalogue }));
    expect([kept.code, kept.file]).toEqual(["E_CHECKSUM", join(mine, "tiny", "tiny.svm")]);
    expect(kept.message).toContain(sha(bytes("my own file\n")));
    expect(readFileSync(join(mine, "tiny", "tiny.svm"), "utf8")).toBe("my own file\n");
    expect(s.requests.length).toBe(seen);
  });

  it("an error status, a server that is gone, a redirect loop and an oversized file are E_NETWORK errors", async () => {
    const s = await start({
      "/loop-a": redirect("/loop-b"),
      "/loop-b": redirect("/loop-a"),
      "/big": serve(body("x")),
    });
    const one = (url: string, more: Partial<CatalogueFile> = {}) => [
      entry([{ name: "tiny.svm", url, ...more }]),
    ];
    const missing = await caught(() =>
      getDataset("tiny", { cache: cache(), catalogue: one(`${s.url}/missing`) }),
    );
    expect([missing.code, missing.message]).toEqual([
      "E_NETWORK",
      expect.stringMatching(/\/missing answered 404/),
    ]);
    const loop = await caught(() =>
      getDataset("tiny", { cache: cache(), catalogue: one(`${s.url}/loop-a`) }),
    );
    expect([loop.code, loop.message]).toEqual(["E_NETWORK", expect.stringMatching(/more than 5 redirects/)]);
    const big = await caught(() =>
      getDataset("tiny", { cache: cache(), catalogue: one(`${s.url}/big`, { bytes: 100 }) }),
    );
    expect([big.code, big.message]).toEqual([
      "E_NETWORK",
      expect.stringMatching(/more than the 100 this file may have/),
    ]);
    const gone = await start({});
    const url = `${gone.url}/file`;
    await gone.close();
    servers = servers.filter((x) => x !== gone);
    const offline = await caught(() => getDataset("tiny", { cache: cache(), catalogue: one(url) }));
    expect([offline.code, offline.message]).toEqual([
      "E_NETWORK",
      expect.stringMatching(/cannot reach 127\.0\.0\.1:\d+ \(ECONNREFUSED\): offline, or the server is gone/),
    ]);
  });

  it("unpacks a .tar.gz, checking each member, and refuses an archive with a member outside its folder", async () => {
    const sgm = bytes("<REUTERS>...</REUTERS>\n");
    const readme = bytes("read me\n");
    const good = tarGz([
      { path: "set/README.txt", data: readme },
      { path: "set/data.sgm", data: sgm },
      { path: "set/extra.txt", data: bytes("skipped") },
    ]);
    const evil = tarGz([
      { path: "data.sgm", data: sgm },
      { path: "../escaped.txt", data: bytes("outside") },
    ]);
    const s = await start({ "/good.tar.gz": serve(good), "/evil.tar.gz": serve(evil) });
    const archive = (url: string) =>
      entry([], {
        data: "",
        download: {
          archive: {
            url,
            maxBytes: 1 << 20,
            members: [{ name: "data.sgm", sha256: sha(sgm) }, { name: "README.txt" }],
          },
        },
      });
    const dir = cache();
    const got = await getDataset("tiny", { cache: dir, catalogue: [archive(`${s.url}/good.tar.gz`)] });
    expect(readFileSync(join(got.dir, "data.sgm"))).toEqual(Buffer.from(sgm));
    expect(got.files.map((f) => [f.name, f.checked])).toEqual([
      ["data.sgm", true],
      ["README.txt", false],
    ]);
    expect(existsSync(join(got.dir, "extra.txt"))).toBe(false);
    expect(existsSync(join(got.dir, "good.tar.gz"))).toBe(false);
    const other = cache();
    const e = await caught(() =>
      getDataset("tiny", { cache: other, catalogue: [archive(`${s.url}/evil.tar.gz`)] }),
    );
    expect([e.code, e.message]).toEqual([
      "E_INPUT_FORMAT",
      expect.stringMatching(/"\.\.\/escaped\.txt" that would be written outside/),
    ]);
    expect(existsSync(join(other, "escaped.txt"))).toBe(false);
    expect(existsSync(join(other, "tiny", "data.sgm"))).toBe(false);
  });

  it("an unknown name lists the known ones; a set without an address says where to get it", async () => {
    const { download: _, ...withoutDownload } = entry([], { name: "far", note: "ask its authors" });
    const catalogue = [entry([]), withoutDownload];
    const unknown = await caught(() => getDataset("nope", { cache: cache(), catalogue }));
    expect([unknown.code, unknown.message]).toEqual([
      "E_INVALID_ARGUMENT",
      expect.stringMatching(/known: tiny, far/),
    ]);
    const far = await caught(() => getDataset("far", { cache: cache(), catalogue }));
    expect(far.message).toMatch(/cannot be downloaded by textboost: ask its authors/);
  });
});
