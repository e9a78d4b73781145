// A minimal Reuters-21578 reader for tests and benchmarks: TITLE + BODY of each <REUTERS> element with
// its LEWISSPLIT and TOPICS attributes. The full reader lives in @textboost/datasets.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface ReutersText {
  readonly newId: number;
  readonly split: string;
  readonly topics: boolean;
  readonly text: string;
}

/** `process.env.TEXTBOOST_DATASETS ?? <repo>/../shared/datasets` + `/reuters21578`. */
export function reutersDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const base =
    process.env.TEXTBOOST_DATASETS ?? join(here, "..", "..", "..", "..", "..", "shared", "datasets");
  return join(base, "reuters21578");
}

export function reutersAvailable(): boolean {
  return existsSync(join(reutersDir(), "reut2-000.sgm"));
}

function decode(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export function readReutersTexts(): ReutersText[] {
  const out: ReutersText[] = [];
  for (let f = 0; f < 22; f++) {
    const file = join(reutersDir(), `reut2-${String(f).padStart(3, "0")}.sgm`);
    const sgml = readFileSync(file, "latin1");
    for (const m of sgml.matchAll(/<REUTERS([^>]*)>([\s\S]*?)<\/REUTERS>/g)) {
      const attrs = m[1]!;
      const body = m[2]!;
      const title = /<TITLE>([\s\S]*?)<\/TITLE>/.exec(body)?.[1] ?? "";
      const text = /<BODY>([\s\S]*?)<\/BODY>/.exec(body)?.[1] ?? "";
      out.push({
        newId: Number(/NEWID="(\d+)"/.exec(attrs)?.[1]),
        split: /LEWISSPLIT="([^"]*)"/.exec(attrs)?.[1] ?? "",
        topics: /TOPICS="YES"/.test(attrs),
        text: decode(`${title}\n${text}`),
      });
    }
  }
  return out;
}
