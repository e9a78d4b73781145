import { TextboostError } from "@textboost/core";

/**
 * Options of {@link generateSyntheticCorpus}. Every field is optional; the defaults give a corpus
 * of 600 training and 300 test documents over 12 labels in 4 topics, on which AdaBoost.MH learns in
 * a few seconds.
 */
export interface SyntheticCorpusOptions {
  /** Seed of every random choice. Default 1. */
  readonly seed?: number;
  /** Number of training documents. Default 600. */
  readonly trainDocuments?: number;
  /** Number of test documents. Default 300. */
  readonly testDocuments?: number;
  /** Number of labels (the leaves of the label tree). Default 12. */
  readonly labels?: number;
  /**
   * Number of top-level topics the labels are grouped under (a two-level tree); 0 gives flat labels
   * and no `labelTree`. Labels of one topic share some topic words and co-occur more.
   * Default min(4, floor(labels / 2)).
   */
  readonly topics?: number;
  /** Number of distinct words. Default 3000. */
  readonly vocabularySize?: number;
  /** Exponent s of the Zipf law 1 / rank^s of the background words. Default 1.05. */
  readonly zipfExponent?: number;
  /** Words specific to each label. Default 12. */
  readonly topicWordsPerLabel?: number;
  /** Words shared by the labels of one topic. Default 8. */
  readonly sharedWordsPerTopic?: number;
  /** Share of a labelled document's words drawn from its labels' topic words (the signal). Default 0.12. */
  readonly topicWeight?: number;
  /** Share of every document's words drawn from the topic words of random labels (confusers). Default 0.02. */
  readonly noiseWeight?: number;
  /**
   * Target mean number of labels per document (label cardinality). Values below
   * 1 - unlabelledFraction act as that (every labelled document has at least one label); correlated
   * pairs add a little on top. At most `maxLabelsPerDocument`. Default min(1.5, maxLabelsPerDocument).
   */
  readonly labelCardinality?: number;
  /** Share of documents with no label. Default 0.03. */
  readonly unlabelledFraction?: number;
  /** Most labels a document may get (before correlated pairs add theirs). Default min(4, labels). */
  readonly maxLabelsPerDocument?: number;
  /** Zipf exponent of the label frequencies (0: all labels equally frequent). Default 0.8. */
  readonly labelSkew?: number;
  /** Chance that an additional label is a sibling (same topic) of one the document has. Default 0.5. */
  readonly siblingBias?: number;
  /**
   * Label pairs [a, b] (label ids) such that a document with a also gets b with probability
   * `pairProbability`. Default: one pair, the first and the last label (in different topics when there
   * are at least two).
   */
  readonly correlatedPairs?: readonly (readonly [number, number])[];
  /** See `correlatedPairs`. Default 0.6. */
  readonly pairProbability?: number;
  /** Median document length in words (log-normal). Default 70. */
  readonly lengthMedian?: number;
  /** Standard deviation of the log of the length. Default 0.6. */
  readonly lengthSigma?: number;
  /** Shortest document, in words. Default 20. */
  readonly minLength?: number;
  /** Longest document, in words. Default 400. */
  readonly maxLength?: number;
}

/** {@link SyntheticCorpusOptions} with every default filled in. Internal. */
export type ResolvedSyntheticOptions = {
  readonly [K in keyof SyntheticCorpusOptions]-?: Exclude<SyntheticCorpusOptions[K], undefined>;
};

/**
 * Fills in defaults and checks ranges.
 *
 * @throws TextboostError `E_INVALID_ARGUMENT` naming the option
 */
export function resolveSyntheticOptions(options: SyntheticCorpusOptions): ResolvedSyntheticOptions {
  const labels = options.labels ?? 12;
  const maxLabelsPerDocument = options.maxLabelsPerDocument ?? Math.min(4, labels);
  const r: ResolvedSyntheticOptions = {
    seed: options.seed ?? 1,
    trainDocuments: options.trainDocuments ?? 600,
    testDocuments: options.testDocuments ?? 300,
    labels,
    topics: options.topics ?? Math.min(4, Math.floor(labels / 2)),
    vocabularySize: options.vocabularySize ?? 3000,
    zipfExponent: options.zipfExponent ?? 1.05,
    topicWordsPerLabel: options.topicWordsPerLabel ?? 12,
    sharedWordsPerTopic: options.sharedWordsPerTopic ?? 8,
    topicWeight: options.topicWeight ?? 0.12,
    noiseWeight: options.noiseWeight ?? 0.02,
    labelCardinality: options.labelCardinality ?? Math.min(1.5, maxLabelsPerDocument),
    unlabelledFraction: options.unlabelledFraction ?? 0.03,
    maxLabelsPerDocument,
    labelSkew: options.labelSkew ?? 0.8,
    siblingBias: options.siblingBias ?? 0.5,
    correlatedPairs: options.correlatedPairs ?? (labels >= 2 ? [[0, labels - 1]] : []),
    pairProbability: options.pairProbability ?? 0.6,
    lengthMedian: options.lengthMedian ?? 70,
    lengthSigma: options.lengthSigma ?? 0.6,
    minLength: options.minLength ?? 20,
    maxLength: options.maxLength ?? 400,
  };
  const fail = (name: string, wanted: string, value: unknown): never => {
    throw new TextboostError(
      "E_INVALID_ARGUMENT",
      `synthetic corpus option ${name} must be ${wanted}, got ${String(value)}`,
    );
  };
  const integer = (
    name: keyof ResolvedSyntheticOptions,
    min: number,
    max = Number.MAX_SAFE_INTEGER,
  ): void => {
    const v = r[name] as number;
    if (!Number.isInteger(v) || v < min || v > max) fail(name, `an integer in [${min}, ${max}]`, v);
  };
  const real = (name: keyof ResolvedSyntheticOptions, min: number, max: number): void => {
    const v = r[name] as number;
    if (!(typeof v === "number" && v >= min && v <= max)) fail(name, `a number in [${min}, ${max}]`, v);
  };
  if (!Number.isFinite(r.seed)) fail("seed", "a finite number", r.seed);
  integer("trainDocuments", 0, 1_000_000);
  integer("testDocuments", 0, 1_000_000);
  integer("labels", 1, 10_000);
  integer("topics", 0, r.labels);
  integer("topicWordsPerLabel", 1, 10_000);
  integer("sharedWordsPerTopic", 0, 10_000);
  integer("maxLabelsPerDocument", 1, r.labels);
  integer("minLength", 1, 100_000);
  integer("maxLength", r.minLength, 100_000);
  real("zipfExponent", 0, 10);
  real("topicWeight", 0, 1);
  real("noiseWeight", 0, 1 - r.topicWeight);
  real("unlabelledFraction", 0, 1);
  real("labelCardinality", 0, r.maxLabelsPerDocument);
  real("labelSkew", 0, 10);
  real("siblingBias", 0, 1);
  real("pairProbability", 0, 1);
  real("lengthMedian", 1, 100_000);
  real("lengthSigma", 0, 5);
  const topicWords = r.labels * r.topicWordsPerLabel + r.topics * r.sharedWordsPerTopic;
  integer("vocabularySize", topicWords + 100, 200_000);
  for (const pair of r.correlatedPairs) {
    const [a, b] = pair;
    if (
      !Number.isInteger(a) ||
      !Number.isInteger(b) ||
      a < 0 ||
      b < 0 ||
      a >= r.labels ||
      b >= r.labels ||
      a === b
    ) {
      fail("correlatedPairs", `pairs of two different label ids in [0, ${r.labels})`, JSON.stringify(pair));
    }
  }
  return r;
}
