import { setFlagsFromString } from "node:v8";

/** The V8 flag that stops the young generation from growing past its initial size. */
export const YOUNG_GENERATION_FLAG = "--semi-space-growth-factor=1";

/**
 * Whether the process was started with a young-generation flag of its own (in `execArgv` or
 * `NODE_OPTIONS`), which `keepYoungGenerationSmall` then leaves alone.
 *
 * @param execArgv - the Node options of the command line (`process.execArgv`)
 * @param nodeOptions - `process.env.NODE_OPTIONS`
 */
export function youngGenerationChosen(execArgv: readonly string[], nodeOptions: string | undefined): boolean {
  const chooses = (option: string) => /^--(max-|min-)?semi[-_]space[-_]/.test(option);
  return execArgv.some(chooses) || (nodeOptions ?? "").split(/\s+/).some(chooses);
}

/**
 * Keeps V8's young generation at its initial size for the rest of the process. Reading a data set
 * and loading the packages leave many objects alive for a while, and V8 answers by doubling the
 * young generation's semispaces up to 16 MiB each; their pages stay resident through training, when
 * little is allocated: 25 of the 134 MiB `textboost train` took on the MP-Boost++-format
 * Reuters-21578 (docs/performance.md, issue #16's target 2). The flag is read each time V8 would grow
 * the young generation, so setting it first thing, before the packages load, takes effect; Node's
 * documentation warns that flags set after start-up may do nothing, in which case nothing changes.
 * The price: more frequent scavenges while reading raw text (about 5% more CPU time reading and
 * vectorising Reuters-21578); a boosting round allocates almost nothing and does not change.
 * Left alone when the user chose a semispace flag (`--max-semi-space-size`, ...) themselves.
 */
export function keepYoungGenerationSmall(): void {
  if (!youngGenerationChosen(process.execArgv, process.env.NODE_OPTIONS))
    setFlagsFromString(YOUNG_GENERATION_FLAG);
}
