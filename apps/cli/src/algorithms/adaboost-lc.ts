import { adaBoostLC, loadAdaBoostLC } from "@textboost/adaboost-lc";
import { parseCoverSpec } from "@textboost/covers";
import { parallelBestTerms } from "@textboost/workers/node";
import { type AlgorithmImplementation, workersOf } from "../algorithms.js";
import { coverSpecOptions } from "../covers-option.js";

/** `--algorithm adaboost-lc`: the cover `--cover` names (default `hamming`), its scan on the pool's threads when there is one. */
export const ADABOOST_LC_IMPLEMENTATION: AlgorithmImplementation = {
  create: (s, data) => {
    const pool = workersOf(s);
    return adaBoostLC({
      cover: parseCoverSpec(s.cover ?? "hamming", coverSpecOptions(data.labelNames)),
      ...(pool ? { scan: parallelBestTerms({ pool }) } : {}),
    });
  },
  load: (json, file) => loadAdaBoostLC(json, { file }),
};
