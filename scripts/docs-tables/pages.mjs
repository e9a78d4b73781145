/**
 * The pages whose tables are generated, each with the tables it may contain (see regions.mjs).
 */
import { TABLES as ACCURACY } from "./accuracy.mjs";
import { TABLES as ADABOOST_LC } from "./adaboost-lc.mjs";
import { TABLES as ARCHITECTURE } from "./architecture.mjs";
import { TABLES as MLRF } from "./mlrf.mjs";
import { TABLES as MLRF_COMPONENTS } from "./mlrf-components.mjs";
import { TABLES as MLRF_SCALE } from "./mlrf-scale.mjs";
import { TABLES as MP_BOOST_REUTERS } from "./mp-boost-reuters.mjs";
import { TABLES as PERFORMANCE } from "./performance.mjs";
import { TABLES as TREEBOOST } from "./treeboost.mjs";

/** Page (from the repository root) -> its tables by name. */
export const PAGES = {
  "docs/reproduction/mp-boost-reuters.md": MP_BOOST_REUTERS,
  "docs/reproduction/treeboost.md": TREEBOOST,
  "docs/reproduction/adaboost-lc.md": ADABOOST_LC,
  "docs/reproduction/mlrf.md": { ...MLRF, ...MLRF_COMPONENTS, ...MLRF_SCALE },
  "docs/performance.md": PERFORMANCE,
  "docs/architecture.md": ARCHITECTURE,
  "docs/accuracy.md": ACCURACY,
};
