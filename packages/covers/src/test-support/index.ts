// Test helpers of @textboost/covers shared with other packages' tests (`@textboost/covers/test-support`,
// resolved from the sources through the `@textboost/source` condition; not in the published package).
export type { CoverCase } from "./arb-case.js";
export { arbCoverCase, arbScore } from "./arb-case.js";
export { arbCover, arbPartition } from "./arb-cover.js";
