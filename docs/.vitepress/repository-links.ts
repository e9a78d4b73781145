import { existsSync, statSync } from "node:fs";
import * as path from "node:path";
import type { MarkdownRenderer } from "vitepress";

/** Where links to files outside the site (package READMEs, sources, data) point to. */
export const REPOSITORY_URL = "https://github.com/textboost/textboost";

/** Options of {@link repositoryLinks}. */
export interface RepositoryLinksOptions {
  /** Absolute path of docs/, the site's source directory (it sits one level below the repository root). */
  docsRoot: string;
  /** Pages of docs/ that are not part of the site (default: `README.md`, the index for people browsing the repository). */
  notPages?: readonly string[];
}

/**
 * A markdown-it plugin that keeps the docs' relative links working both on the repository host and on
 * the site: a link from a page to a file outside docs/ (a package README, a source file) or to a
 * non-page file inside it (JSON results) becomes a link into the repository at `main`; a link to
 * `docs/README.md` becomes the site's home page. Links between pages and to images are left to VitePress.
 *
 * @param md - the VitePress markdown-it instance.
 * @param options - where docs/ is.
 * @example
 * ```ts
 * // in .vitepress/config.ts
 * markdown: { config: (md) => { md.use(repositoryLinks, { docsRoot }); } }
 * ```
 */
export function repositoryLinks(md: MarkdownRenderer, options: RepositoryLinksOptions): void {
  const repoRoot = path.dirname(options.docsRoot);
  const notPages = new Set((options.notPages ?? ["README.md"]).map((p) => path.join(options.docsRoot, p)));
  md.core.ruler.push("textboost_repository_links", (state) => {
    const page = (state.env as { relativePath?: string }).relativePath;
    if (page === undefined) return;
    const pageDir = path.dirname(path.join(options.docsRoot, page));
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type !== "link_open") continue;
        const href = token.attrGet("href");
        if (href === null || /^([a-z]+:|#|\/)/i.test(href)) continue;
        const [target = "", hash] = href.split("#", 2);
        const file = path.resolve(pageDir, decodeURIComponent(target));
        const suffix = hash === undefined ? "" : `#${hash}`;
        if (notPages.has(file)) {
          token.attrSet("href", `/${suffix}`);
          continue;
        }
        const inside = file.startsWith(options.docsRoot + path.sep);
        if (inside && (file.endsWith(".md") || /\.(svg|png|jpe?g|gif)$/i.test(file))) continue;
        const rel = path.relative(repoRoot, file).split(path.sep).join("/");
        const kind = existsSync(file) && statSync(file).isDirectory() ? "tree" : "blob";
        token.attrSet("href", `${REPOSITORY_URL}/${kind}/main/${rel}${suffix}`);
      }
    }
  });
}
