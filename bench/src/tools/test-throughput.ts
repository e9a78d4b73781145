import type { CsrMatrix, Model } from "@textboost/core";

/**
 * Test documents per second: scores `X` again and again until at least `ms` milliseconds (default
 * 1,000) have passed, so short calls are timed over many repetitions.
 */
export function testThroughput(model: Model, X: CsrMatrix, ms = 1000): number {
  let scored = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    model.scores(X);
    scored += X.rows;
  }
  return Math.round((scored / (performance.now() - t0)) * 1000);
}
