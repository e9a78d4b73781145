import { describeCover } from "@textboost/testing";
import { customCover } from "./custom-cover.js";
import { groupCover } from "./group-cover.js";
import { hammingCover } from "./hamming-cover.js";
import { labelDependentCover } from "./label-dependent-cover.js";
import { labelTreeCover } from "./label-tree-cover.js";
import { paperCovers } from "./paper-covers.js";
import { twoSetsCover } from "./two-sets-cover.js";
import { weightedNegativeCover } from "./weighted-negative-cover.js";
import { weightedPositiveCover } from "./weighted-positive-cover.js";
import { zeroOneCover } from "./zero-one-cover.js";

describeCover("hammingCover", hammingCover());
describeCover("zeroOneCover", zeroOneCover());
describeCover("twoSetsCover", twoSetsCover());
describeCover("weightedPositiveCover(6)", weightedPositiveCover(6));
describeCover("weightedPositiveCover(1)", weightedPositiveCover(1));
describeCover("weightedNegativeCover(4)", weightedNegativeCover(4));
for (const { abbreviation, cover } of paperCovers()) describeCover(`paperCovers ${abbreviation}`, cover);
describeCover(
  "groupCover (SPORTS / ECONOMY)",
  groupCover([
    [0, 1],
    [2, 3],
  ]),
  { labels: 4 },
);
describeCover("groupCover (uneven groups)", groupCover([[4], [0, 2, 5], [1, 3]]), { labels: 6 });
describeCover(
  "labelDependentCover",
  labelDependentCover([
    [0, 1],
    [2, 3, 4],
  ]),
  { labels: 5 },
);
describeCover("labelTreeCover depth 0", labelTreeCover(Int32Array.of(-1, 0, 1, 1, -1, 4), 0), { labels: 6 });
describeCover("labelTreeCover depth 1", labelTreeCover(Int32Array.of(-1, 0, 1, 1, -1, 4), 1), { labels: 6 });
describeCover("labelTreeCover depth 5", labelTreeCover(Int32Array.of(-1, 0, 1, 1, -1, 4), 5), { labels: 6 });
describeCover(
  "customCover (positives tied, negatives in pairs)",
  customCover("pairs", (y) => {
    const pos = y.flatMap((v, j) => (v > 0 ? [j] : []));
    const neg = y.flatMap((v, j) => (v > 0 ? [] : [j]));
    const pairs = neg.flatMap((_, n) => (n % 2 === 0 ? [neg.slice(n, n + 2)] : []));
    return pos.length > 0 ? [pos, ...pairs] : pairs;
  }),
);
