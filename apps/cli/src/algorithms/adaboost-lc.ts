import { adaBoostLC, loadAdaBoostLC } from "@textboost/adaboost-lc";
import { parseCoverSpec } from "@textboost/covers";
import { parallelBestTerms, parallelPairLoss } from "@textboost/workers/node";
import { type AlgorithmImplementation, workersOf } from "../algorithms.js";
import { coverSpecOptions } from "../covers-option.js";

/**
 * `--algorithm adaboost-lc`: the cover `--cover` names (default `hamming`); when there is a pool, its
 * scan and the covering loss of its changed pairs on the pool's threads.
 */
export const ADABOOST_LC_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s, data) => {
    const pool = workersOf(s);
    return adaBoostLC({
      cover: parseCoverSpec(s.cover ?? "hamming", coverSpecOptions(data.labelNames)),
      ...(pool ? { scan: parallelBestTerms({ pool }), pairLoss: parallelPairLoss({ pool }) } : {}),
    });
  },
  load: (json, file) => loadAdaBoostLC(json, { file }),
};
