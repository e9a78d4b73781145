export type { AdaBoostMHOptions } from "./adaboost-mh.js";
export { ADABOOST_MH, adaBoostMH } from "./adaboost-mh.js";
export { loadAdaBoostMH } from "./load-adaboost-mh.js";
