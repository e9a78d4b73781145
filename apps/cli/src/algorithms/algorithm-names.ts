/**
 * The names `--algorithm` takes, spelled as the algorithm packages spell them (`ADABOOST_MH` of
 * `@textboost/adaboost-mh` and so on; a test checks that they agree). They live here so that reading
 * the command line, and every command that does not train or load a model, loads no algorithm
 * package: each algorithm's packages load when it is used (`algorithms.ts`).
 */
export const ADABOOST_MH = "adaboost-mh";
export const MP_BOOST = "mp-boost";
export const ADABOOST_LC = "adaboost-lc";
export const MLRF = "mlrf";
export const TREEBOOST_MH = "treeboost";
