// The eight sets of the MLRF reproduction (docs/reproduction/mlrf.md), by name: their folders under
// the shared data sets.

/** Set name -> its folder under the data sets directory. */
export const MLRF_SETS: Readonly<Record<string, string>> = {
  medical: "mulan/medical",
  enron: "mulan/enron",
  arts: "yahoo/arts",
  business: "yahoo/business",
  computers: "yahoo/computers",
  education: "yahoo/education",
  entertainment: "yahoo/entertainment",
  health: "yahoo/health",
};
