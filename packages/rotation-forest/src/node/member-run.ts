import type { TrainedMember } from "../train-member.js";

/**
 * The bookkeeping of one fit's members, shared by this thread and the workers' replies: which
 * members are taken and done, the first failure, and a promise that settles when every member is
 * done or the fit failed. A member counts once, from whichever thread finished it first.
 */
export class MemberRun {
  /** The next member nobody has taken. */
  next = 0;
  /** Members done. */
  finished = 0;
  /** The first error (the fit rejects with it); undefined while none. */
  failure: unknown;
  /** Whether the workers must not be reused (a failure stopped them mid-member). */
  broken = false;
  /** 1 for the members done, by whichever thread finished them first. */
  readonly got: Uint8Array;
  /** Settles when every member is done or the fit failed. */
  readonly settled: Promise<void>;
  /** The number of members. */
  readonly total: number;
  private readonly done: (index: number, trained: TrainedMember) => void;
  private settle: () => void = () => {};

  /**
   * @param total - the number of members
   * @param done - told of each member once, in any order
   */
  constructor(total: number, done: (index: number, trained: TrainedMember) => void) {
    this.total = total;
    this.done = done;
    this.got = new Uint8Array(total);
    this.settled = new Promise<void>((resolve) => {
      this.settle = resolve;
    });
  }

  /** Whether the fit goes on: no failure, and members left to finish. */
  get running(): boolean {
    return this.failure === undefined && this.finished < this.total;
  }

  /** Ends the fit: with `error` as its failure, or (without one) as it is. Later calls change nothing. */
  stop(error?: unknown): void {
    if (this.failure !== undefined || this.finished === this.total) return;
    if (error !== undefined) {
      this.failure = error;
      this.broken = true;
    }
    this.settle();
  }

  /** Member `index` is trained: counted and reported unless another copy was first or the fit failed. */
  finish(index: number, trained: TrainedMember): void {
    if (this.failure !== undefined || this.got[index] === 1) return;
    this.got[index] = 1;
    this.done(index, trained);
    this.finished++;
    if (this.finished === this.total) this.settle();
  }

  /** Takes the next member nobody has taken: its index, or -1 when the fit failed or none is left. */
  take(): number {
    if (this.failure !== undefined || this.next >= this.total) return -1;
    return this.next++;
  }
}
