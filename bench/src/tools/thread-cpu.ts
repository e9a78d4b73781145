import { readdirSync, readFileSync } from "node:fs";

/** CPU time of this process split by thread: the JavaScript thread and all the others. */
export interface ThreadCpu {
  /** The main (JavaScript) thread's user + system time, in milliseconds. */
  readonly mainMs: number;
  /** Every other thread's: V8's compiler and garbage-collector helpers, libuv's pool, worker threads. */
  readonly otherMs: number;
}

/** Linux's clock tick, in milliseconds (`getconf CLK_TCK` is 100 on every kernel we run on). */
const TICK_MS = 10;

/**
 * The CPU time of each of this process's threads so far, summed as {@link ThreadCpu}, read from
 * `/proc/self/task/<tid>/stat` (fields 14 and 15, utime and stime, in clock ticks of 10 ms). Threads
 * that ended before the call are not counted, so take differences over spans in which the helper
 * threads live on (V8's platform threads do). Undefined where `/proc` is not there (not Linux).
 *
 * @example
 * ```ts
 * const before = threadCpu();
 * await fit();
 * const after = threadCpu();
 * if (before && after) console.log(after.otherMs - before.otherMs, "ms on helper threads");
 * ```
 */
export function threadCpu(): ThreadCpu | undefined {
  let tasks: string[];
  try {
    tasks = readdirSync("/proc/self/task");
  } catch {
    return undefined;
  }
  let mainMs = 0;
  let otherMs = 0;
  for (const tid of tasks) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    } catch {
      continue; // the thread ended meanwhile
    }
    // The command name (field 2) is in parentheses and may contain spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ms = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    if (Number(tid) === process.pid) mainMs += ms;
    else otherMs += ms;
  }
  return { mainMs, otherMs };
}
