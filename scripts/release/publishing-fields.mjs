// The publishing fields every package.json carries, derived from the package's folder: one place for
// scripts/new-package.mjs (new packages), scripts/fill-publishing-fields.mjs (existing ones) and the
// release check's manifest check.

export const REPOSITORY_URL = "git+https://github.com/textboost/textboost.git";
export const BASE_KEYWORDS = [
  "textboost",
  "boosting",
  "multi-label",
  "text-categorization",
  "machine-learning",
];

/**
 * @param {string} relDir - the package's folder relative to the repository root (`packages/core`)
 * @returns {{ repository: { type: string, url: string, directory: string }, homepage: string, bugs: { url: string } }}
 */
export function publishingFields(relDir) {
  return {
    repository: { type: "git", url: REPOSITORY_URL, directory: relDir },
    homepage: `https://github.com/textboost/textboost/tree/main/${relDir}#readme`,
    bugs: { url: "https://github.com/textboost/textboost/issues" },
  };
}
