export { lsiProjection } from "./lsi-projection.js";
export type { TruncatedSvd, TruncatedSvdMethod, TruncatedSvdOptions } from "./truncated-svd.js";
export { truncatedSvd } from "./truncated-svd.js";
