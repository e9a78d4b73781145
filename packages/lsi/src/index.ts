export { lsiProjection } from "./lsi-projection.js";
export type { TruncatedSvd } from "./truncated-svd.js";
export { truncatedSvd } from "./truncated-svd.js";
export type { TruncatedSvdMethod, TruncatedSvdOptions } from "./truncated-svd-options.js";
export { truncatedSvdDefaults } from "./truncated-svd-options.js";
