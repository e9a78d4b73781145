/** Where a member's training is: LSI of its vocabulary subsets, then its base booster's rounds. */
export type MemberStage = "lsi" | "rounds";

/**
 * Progress inside one member, reported while it trains (also from worker threads): `done` of `total`
 * subsets projected by LSI, or rounds of its base booster.
 */
export interface ForestProgress {
  /** The member, from 0. */
  readonly member: number;
  /** N, the forest's members. */
  readonly members: number;
  readonly stage: MemberStage;
  readonly done: number;
  readonly total: number;
}

/** Reports a member's progress in one thread: stage, done and total (the member is known to the caller). */
export type MemberProgress = (stage: MemberStage, done: number, total: number) => void;

/** Subsets projected between two progress reports of a member's LSI. */
export const SUBSETS_PER_REPORT = 8;

/**
 * A progress event as one line, as the CLI prints it: `member 3/10: subset 120/470 LSI` or
 * `member 3/10: round 4/10`.
 *
 * @example
 * ```ts
 * describeForestProgress({ member: 2, members: 10, stage: "lsi", done: 120, total: 470 }); // "member 3/10: subset 120/470 LSI"
 * ```
 */
export function describeForestProgress(e: ForestProgress): string {
  const what = e.stage === "lsi" ? `subset ${e.done}/${e.total} LSI` : `round ${e.done}/${e.total}`;
  return `member ${e.member + 1}/${e.members}: ${what}`;
}
