/** A few labelled lines in the playground's format, for the "Paste an example" button. */
export const EXAMPLE_TEXTS = [
  "grain | wheat harvest rose as farmers sold more grain this week",
  "grain,trade | corn and wheat exports to asia grew, the trade ministry said",
  "oil | crude oil prices fell after opec raised output",
  "oil,trade | oil imports rose and the trade deficit widened",
  "money | the central bank cut interest rates to support the dollar",
  "money,trade | a weaker yen lifted exports, the bank said",
  "grain | drought cut the corn crop and grain stocks fell",
  "oil | the refinery cut crude runs as petroleum demand fell",
  "money | bond yields fell after the rate decision",
  "trade | the trade surplus narrowed as imports grew",
  "grain,money | wheat futures rose as the dollar weakened",
  "oil | opec ministers meet on crude output quotas",
].join("\n");
