import { readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";

/** One TypeScript snippet of the documentation, and where it was written. */
export interface Snippet {
  /** Path of the file it comes from, relative to the repository root. */
  readonly file: string;
  /** 1-based line of the snippet's first code line in that file. */
  readonly line: number;
  /** `markdown` for a fenced block of a Markdown page, `tsdoc` for an `@example` block of a source file. */
  readonly kind: "markdown" | "tsdoc";
  /** The workspace package whose source or README holds it (`@textboost/core`), when there is one. */
  readonly packageName: string | undefined;
  /** The code, without the fence and, for TSDoc, without the leading ` * `. */
  readonly code: string;
  /**
   * False for a block fenced as ```ts no-run: it is type-checked but not run, because it reads files
   * a reader has and the test does not (a model file, a data set by its path).
   */
  readonly run: boolean;
}

const FENCE_LANGUAGES = new Set(["ts", "typescript"]);

/**
 * The fenced ```ts blocks of a Markdown text. A fence whose info string carries more than the
 * language (```ts twoslash, ```ts [file.ts]) is still a TypeScript block.
 *
 * @param text - the Markdown source.
 * @returns the blocks' code and the 1-based line of each block's first code line.
 * @example
 * ```ts
 * fencedTypeScript("# t\n```ts\nconst a = 1;\n```\n"); // [{ code: "const a = 1;", line: 3, run: true }]
 * ```
 */
export function fencedTypeScript(text: string): { code: string; line: number; run: boolean }[] {
  const out: { code: string; line: number; run: boolean }[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i]!.match(/^(\s*)(`{3,}|~{3,})\s*([\w-]*)(.*)$/);
    if (!open) continue;
    const [, indent = "", fence = "", language = "", info = ""] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !lines[j]!.trimStart().startsWith(fence); j++) {
      body.push(lines[j]!.startsWith(indent) ? lines[j]!.slice(indent.length) : lines[j]!);
    }
    if (FENCE_LANGUAGES.has(language.toLowerCase())) {
      out.push({ code: body.join("\n"), line: i + 2, run: !/(^|\s)no-run(\s|$)/.test(info) });
    }
    i = j;
  }
  return out;
}

/**
 * The ```ts blocks of the `@example` tags of a TypeScript source's TSDoc comments.
 *
 * @param text - the TypeScript source.
 * @returns the blocks' code (comment stars removed) and the 1-based line of each first code line.
 * @example
 * ```ts
 * tsdocExamples("/**\n * @example\n * ```ts\n * f(1);\n * ```\n *\/"); // [{ code: "f(1);", line: 4, run: true }]
 * ```
 */
export function tsdocExamples(text: string): { code: string; line: number; run: boolean }[] {
  const out: { code: string; line: number; run: boolean }[] = [];
  for (const comment of text.matchAll(/\/\*\*[\s\S]*?\*\//g)) {
    const startLine = text.slice(0, comment.index).split("\n").length;
    const lines = comment[0].split("\n").map((l) => l.replace(/^\s*\*( |$)/, ""));
    let inExample = false;
    const markdown = lines.map((l) => {
      if (/^\s*@example\b/.test(l)) inExample = true;
      else if (/^\s*@\w+/.test(l)) inExample = false;
      return inExample ? l : "";
    });
    for (const block of fencedTypeScript(markdown.join("\n"))) {
      out.push({ ...block, line: startLine + block.line - 1 });
    }
  }
  return out;
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full, keep));
    else if (keep(full)) out.push(full);
  }
  return out;
}

function packageNameOf(root: string, file: string): string | undefined {
  const [top, dir] = path.relative(root, file).split(path.sep);
  if (top !== "packages" || dir === undefined) return undefined;
  const json = JSON.parse(readFileSync(path.join(root, top, dir, "package.json"), "utf8")) as {
    name: string;
  };
  return json.name;
}

/**
 * Every TypeScript snippet a reader is shown: the ```ts blocks of the root README, the package and app
 * READMEs, docs/ (its generated API pages excepted) and examples/ READMEs, and the `@example` blocks
 * of the packages' TSDoc (test files excepted).
 *
 * @param root - the repository root.
 * @returns the snippets, file by file in path order.
 * @example
 * ```ts
 * const snippets = extractSnippets(repositoryRoot);
 * snippets.filter((s) => s.kind === "tsdoc").length; // the number of @example blocks
 * ```
 */
export function extractSnippets(root: string): Snippet[] {
  const isMarkdown = (f: string) => f.endsWith(".md");
  const markdown = [
    path.join(root, "README.md"),
    ...["packages", "apps", "examples"].flatMap((d) =>
      walk(path.join(root, d), (f) => path.basename(f) === "README.md"),
    ),
    ...walk(path.join(root, "docs"), isMarkdown).filter(
      (f) => !path.relative(root, f).startsWith(path.join("docs", "api")),
    ),
  ];
  const sources = walk(
    path.join(root, "packages"),
    (f) => f.includes(`${path.sep}src${path.sep}`) && f.endsWith(".ts") && !/\.(test|bench)\.ts$/.test(f),
  );
  const snippets: Snippet[] = [];
  const add = (
    file: string,
    kind: Snippet["kind"],
    blocks: { code: string; line: number; run: boolean }[],
  ) => {
    const packageName = packageNameOf(root, file);
    for (const b of blocks) snippets.push({ file: path.relative(root, file), kind, packageName, ...b });
  };
  for (const f of [...markdown].sort()) add(f, "markdown", fencedTypeScript(readFileSync(f, "utf8")));
  for (const f of [...sources].sort()) add(f, "tsdoc", tsdocExamples(readFileSync(f, "utf8")));
  return snippets;
}
