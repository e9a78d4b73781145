import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { fencedTypeScript, tsdocExamples } from "./extract-snippets.js";

/** Code lines that cannot close a fence or open one. */
const codeLine = fc.stringMatching(/^[a-z0-9 ();=.,"+-]{0,30}$/);
const block = fc.record({
  lines: fc.array(codeLine, { maxLength: 5 }),
  language: fc.constantFrom("ts", "typescript", "sh", "json", ""),
  noRun: fc.boolean(),
});

describe("fencedTypeScript", () => {
  it("finds a block, its first code line and its no-run flag", () => {
    const text = "# t\n\n```ts\nconst a = 1;\nconst b = 2;\n```\n\n```ts no-run\nread();\n```\n";
    expect(fencedTypeScript(text)).toEqual([
      { code: "const a = 1;\nconst b = 2;", line: 4, run: true },
      { code: "read();", line: 9, run: false },
    ]);
  });

  it("skips other languages, including blocks that contain ts fences as text", () => {
    const text = "````md\n```ts\nnot code\n```\n````\n```sh\nls\n```\n";
    expect(fencedTypeScript(text)).toEqual([]);
  });

  test.prop([fc.array(block, { maxLength: 6 }), fc.array(codeLine, { maxLength: 3 })])(
    "returns exactly the TypeScript blocks, in order, with their lines",
    (blocks, prose) => {
      const lines: string[] = [];
      const expected: { code: string; line: number; run: boolean }[] = [];
      for (const b of blocks) {
        lines.push(...prose.map((p) => `text ${p}`));
        lines.push(`\`\`\`${b.language}${b.noRun ? " no-run" : ""}`);
        if (b.language === "ts" || b.language === "typescript") {
          expected.push({ code: b.lines.join("\n"), line: lines.length + 1, run: !b.noRun });
        }
        lines.push(...b.lines, "```");
      }
      expect(fencedTypeScript(lines.join("\n"))).toEqual(expected);
    },
  );
});

describe("tsdocExamples", () => {
  it("takes the ts blocks of @example tags only, without the comment stars", () => {
    const source = [
      "/**",
      " * Adds.",
      " * ```ts",
      " * notAnExample();",
      " * ```",
      " * @example",
      " * ```ts",
      " * add(1, 2); // 3",
      " * ```",
      " * @returns the sum",
      " */",
      "export function add(a: number, b: number) { return a + b; }",
    ].join("\n");
    expect(tsdocExamples(source)).toEqual([{ code: "add(1, 2); // 3", line: 8, run: true }]);
  });

  test.prop([fc.array(fc.array(codeLine, { minLength: 1, maxLength: 4 }), { maxLength: 4 })])(
    "maps every example back to its line in the source",
    (examples) => {
      const lines: string[] = ["// header"];
      const expected: { code: string; line: number; run: boolean }[] = [];
      for (const ex of examples) {
        lines.push("/**", " * Does a thing.", " *", " * @example", " * ```ts");
        expected.push({ code: ex.join("\n"), line: lines.length + 1, run: true });
        lines.push(...ex.map((l) => ` * ${l}`), " * ```", " */", "export const x = 1;");
      }
      expect(tsdocExamples(lines.join("\n"))).toEqual(expected);
    },
  );
});
