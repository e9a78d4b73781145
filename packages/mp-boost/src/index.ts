export { loadMPBoost } from "./load-mp-boost.js";
export type { MPBoostOptions } from "./mp-boost.js";
export { MP_BOOST, mpBoost } from "./mp-boost.js";
