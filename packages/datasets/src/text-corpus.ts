/** One raw-text document with its label names, as the text readers and the synthetic generator give it. */
export interface TextDocument {
  /** A stable identifier (Reuters NEWID, a file name, a generated `doc-17`). */
  readonly id: string;
  /** The text to categorise (for Reuters: title, a blank line, body). */
  readonly text: string;
  /** The document's label names (may be empty). */
  readonly labels: readonly string[];
}

/** A collection of raw-text documents and the label names that may occur, in a fixed order. */
export interface TextCorpus {
  readonly documents: readonly TextDocument[];
  /** Every label of the corpus, in the column order label matrices use. */
  readonly labelNames: readonly string[];
}
