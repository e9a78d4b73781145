/// <reference types="node" />

/**
 * The URL of a built module of this package, given relative to `dist/node/`: next to this module when
 * it runs from `dist`, or in the package's `dist/node/` when it runs from its TypeScript source
 * (tests on sources), because worker threads on Node 20 load JavaScript only.
 *
 * @param relative - for example `"./member-worker.js"` or `"../default-base.js"`
 */
export function builtUrl(relative: string): URL {
  const here = import.meta.url;
  return /\.[cm]?ts$/.test(here) ? new URL(`../../dist/node/${relative}`, here) : new URL(relative, here);
}
