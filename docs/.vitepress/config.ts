import { existsSync, readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import { type DefaultTheme, defineConfig } from "vitepress";
import { repositoryLinks } from "./repository-links.js";

const docsRoot = fileURLToPath(new URL("..", import.meta.url));

/** The guides listed first, in reading order; any other `guides/*.md` follows, by title. */
const GUIDE_ORDER = [
  "getting-started",
  "data-formats",
  "choosing-s-and-thresholds",
  "hierarchies",
  "extending",
  "testing",
  "browser",
];

/** The first `# ` heading of a Markdown file, or its file name when it has none. */
function titleOf(file: string): string {
  const heading = readFileSync(file, "utf8").match(/^# (.+)$/m)?.[1];
  return heading?.replace(/`/g, "").trim() ?? path.basename(file, ".md");
}

/** Every Markdown page in `dir` (relative to docs/) as sidebar items, `order` first. */
function pagesIn(dir: string, order: readonly string[] = []): DefaultTheme.SidebarItem[] {
  const names = readdirSync(path.join(docsRoot, dir))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3));
  const rank = (n: string) => (order.includes(n) ? order.indexOf(n) : order.length);
  const items = names.map((n) => ({ n, text: titleOf(path.join(docsRoot, dir, `${n}.md`)) }));
  items.sort((a, b) => rank(a.n) - rank(b.n) || a.text.localeCompare(b.text));
  return items.map(({ n, text }) => ({ text, link: `/${dir}/${n}` }));
}

/**
 * The API reference's sidebar, from the one TypeDoc writes (`pnpm run api`; none until it has run):
 * under /api/ the list of packages, a page each (a package with a Node-only entry, such as
 * `@textboost/treeboost` and `@textboost/treeboost/node`, documents both on its one page).
 */
function apiSidebars(): DefaultTheme.SidebarMulti {
  const file = path.join(docsRoot, "api", "typedoc-sidebar.json");
  if (!existsSync(file)) return {};
  const packages = JSON.parse(readFileSync(file, "utf8")) as DefaultTheme.SidebarItem[];
  return { "/api/": [{ text: "API reference", link: "/api/", items: packages }] };
}

const ALGORITHM_ORDER = ["adaboost-mh", "mp-boost", "adaboost-lc", "treeboost", "mlrf"];

export default defineConfig({
  title: "textboost",
  description: "Multi-label text categorization with boosting, in TypeScript, for Node and browsers.",
  lang: "en",
  cleanUrls: true,
  vite: { build: { chunkSizeWarningLimit: 2000 } },
  srcExclude: ["README.md", "**/node_modules/**"],
  markdown: {
    math: true,
    attrs: { disable: true },
    config: (md) => {
      md.use(repositoryLinks, { docsRoot });
    },
  },
  themeConfig: {
    nav: [
      { text: "Guides", link: "/guides/getting-started" },
      { text: "Algorithms", link: "/algorithms/adaboost-mh" },
      { text: "CLI", link: "/cli-reference" },
      { text: "API", link: "/api/" },
    ],
    sidebar: {
      ...apiSidebars(),
      "/": [
        { text: "Guides", items: pagesIn("guides", GUIDE_ORDER) },
        { text: "Algorithms", items: pagesIn("algorithms", ALGORITHM_ORDER) },
        { text: "Reproductions of the papers", collapsed: true, items: pagesIn("reproduction") },
        {
          text: "Reference",
          items: [
            { text: "The textboost command", link: "/cli-reference" },
            { text: "Performance", link: "/performance" },
            { text: "Accuracy beside scikit-learn", link: "/accuracy" },
            { text: "Examples", link: "/examples" },
            { text: "API reference", link: "/api/" },
          ],
        },
      ],
    },
    search: { provider: "local" },
    outline: [2, 3],
  },
});
