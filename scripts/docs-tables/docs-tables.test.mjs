import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { fc, test } from "@fast-check/vitest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { reducedGraph } from "./architecture.mjs";
import { generatePages } from "./generate.mjs";
import { PAGES } from "./pages.mjs";
import { markdownTable, rewriteRegions } from "./regions.mjs";

/** Prose lines that are not markers. */
const prose = fc.array(fc.stringMatching(/^[a-z .|]{0,20}$/), { maxLength: 6 });
const content = fc.array(fc.stringMatching(/^[a-z0-9 |]{1,20}$/), { minLength: 1, maxLength: 4 });

describe("rewriteRegions", () => {
  test.prop([prose, content, prose, content, prose])(
    "replaces only what lies between the markers, and a second pass changes nothing",
    (before, old, between, fresh, after) => {
      const page = [
        ...before,
        "<!-- table:t -->",
        ...old,
        "<!-- /table -->",
        ...between,
        "<!-- table:u -->",
        "<!-- /table -->",
        ...after,
      ].join("\n");
      const render = (name) => (name === "t" ? fresh.join("\n") : "u-table");
      const { text, regions } = rewriteRegions(page, render, "p.md");
      // The expected page, built independently of the rewriter.
      const expected = [
        ...before,
        "<!-- table:t -->",
        ...fresh,
        "<!-- /table -->",
        ...between,
        "<!-- table:u -->",
        "u-table",
        "<!-- /table -->",
        ...after,
      ].join("\n");
      expect(text).toBe(expected);
      expect(regions).toEqual(["t", "u"]);
      expect(rewriteRegions(text, render, "p.md").text).toBe(text);
    },
  );

  it("keeps a region inside a list item indented", () => {
    const page = "- item\n  <!-- table:t -->\n  <!-- /table -->\n";
    expect(rewriteRegions(page, () => "a\nb", "p.md").text).toBe(
      "- item\n  <!-- table:t -->\n  a\n  b\n  <!-- /table -->\n",
    );
  });

  it("names the page and line of a marker without its end, a stray end and an unknown table", () => {
    const render = (name) => (name === "t" ? "x" : undefined);
    expect(() => rewriteRegions("a\n<!-- table:t -->\nb", render, "p.md")).toThrow(
      expect.objectContaining({ code: "E_DOCS_MARKER", message: expect.stringContaining("p.md:2") }),
    );
    expect(() => rewriteRegions("<!-- /table -->", render, "p.md")).toThrow(
      expect.objectContaining({ message: expect.stringContaining("p.md:1") }),
    );
    expect(() => rewriteRegions("\n\n<!-- table:zz -->\n<!-- /table -->", render, "p.md")).toThrow(
      expect.objectContaining({ code: "E_DOCS_MARKER", message: expect.stringMatching(/p\.md:3.*"zz"/) }),
    );
  });
});

describe("markdownTable", () => {
  const cell = fc.constantFrom("", "a", "0.543", "F1μ", "−36%", "1.62 ×", "a longer cell");
  const table = fc.integer({ min: 1, max: 4 }).chain((n) =>
    fc.tuple(
      fc.array(
        cell.filter((c) => c !== ""),
        { minLength: n, maxLength: n },
      ),
      fc.array(fc.array(cell, { minLength: n, maxLength: n }), { maxLength: 4 }),
    ),
  );
  test.prop([table])("pads every row to the same width and keeps every cell", ([header, rows]) => {
    const lines = markdownTable(header, rows).split("\n");
    expect(new Set(lines.map((l) => [...l].length)).size).toBe(1);
    const cells = (l) =>
      l
        .slice(2, -2)
        .split(" | ")
        .map((c) => c.trim());
    expect(cells(lines[0])).toEqual(header);
    expect(lines.slice(2).map(cells)).toEqual(rows);
  });
});

describe("generatePages", () => {
  let root;
  const tables = {
    count: { results: ["r/one.json"], render: (r) => `| n |\n| - |\n| ${r.n} |` },
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "docs-tables-"));
    mkdirSync(path.join(root, "r"));
    writeFileSync(path.join(root, "r/one.json"), JSON.stringify({ n: 3 }));
    writeFileSync(
      path.join(root, "page.md"),
      "# P\n\n<!-- table:count -->\n| n |\n| - |\n| 3 |\n<!-- /table -->\n",
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds nothing to do when the page agrees with its results", () => {
    expect(generatePages(root, { "page.md": tables }, { check: true })).toEqual([]);
  });

  it("detects a page that drifted from its results, writes nothing in check mode, and fixes it otherwise", () => {
    writeFileSync(path.join(root, "r/one.json"), JSON.stringify({ n: 4 }));
    const before = readFileSync(path.join(root, "page.md"), "utf8");
    expect(generatePages(root, { "page.md": tables }, { check: true })).toEqual(["page.md"]);
    expect(readFileSync(path.join(root, "page.md"), "utf8")).toBe(before);
    expect(generatePages(root, { "page.md": tables })).toEqual(["page.md"]);
    expect(readFileSync(path.join(root, "page.md"), "utf8")).toContain("| 4 |");
    expect(generatePages(root, { "page.md": tables }, { check: true })).toEqual([]);
  });

  it("names a missing results file and the table that reads it", () => {
    rmSync(path.join(root, "r/one.json"));
    expect(() => generatePages(root, { "page.md": tables }, { check: true })).toThrow(
      expect.objectContaining({
        code: "E_DOCS_RESULTS",
        message: expect.stringMatching(/r\/one\.json.*"count"/),
      }),
    );
  });

  it("leaves the repository's own pages as their results files give them", () => {
    const repository = fileURLToPath(new URL("../..", import.meta.url));
    expect(generatePages(repository, PAGES, { check: true })).toEqual([]);
  });
});

describe("reducedGraph", () => {
  /** A random acyclic dependency graph: package i may depend on packages below it. */
  const dag = fc
    .integer({ min: 1, max: 7 })
    .chain((n) =>
      fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 20 })),
    );
  const manifestsOf = (n, pairs) =>
    Array.from({ length: n }, (_, i) => ({
      file: `packages/p${i}/package.json`,
      manifest: {
        name: `@textboost/p${i}`,
        dependencies: Object.fromEntries(
          pairs.filter(([a, b]) => a === i && b < a).map(([, b]) => [`@textboost/p${b}`, "workspace:^"]),
        ),
      },
    }));
  /** Reachability by brute force: a depth-first search from every node. */
  const closure = (edges) => {
    const out = new Map();
    for (const start of edges.keys()) {
      const seen = new Set();
      const stack = [...(edges.get(start) ?? [])];
      while (stack.length > 0) {
        const x = stack.pop();
        if (seen.has(x)) continue;
        seen.add(x);
        stack.push(...(edges.get(x) ?? []));
      }
      out.set(start, [...seen].sort());
    }
    return out;
  };

  test.prop([dag])(
    "keeps what each package reaches, only the manifests' edges, and no edge a longer path implies",
    ([n, pairs]) => {
      const manifests = manifestsOf(n, pairs);
      const full = new Map(
        manifests.map(({ manifest }) => [
          manifest.name.slice(11),
          Object.keys(manifest.dependencies).map((d) => d.slice(11)),
        ]),
      );
      const reduced = reducedGraph(manifests);
      expect(closure(reduced)).toEqual(closure(full));
      for (const [node, deps] of reduced) {
        for (const d of deps) {
          expect(full.get(node)).toContain(d);
          const without = new Map(reduced);
          without.set(
            node,
            deps.filter((x) => x !== d),
          );
          expect(closure(without).get(node)).not.toContain(d);
        }
      }
    },
  );
});
