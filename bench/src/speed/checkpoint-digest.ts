/**
 * What the checkpoint digest costs: CPU time of `checkpointDigest` and of `parseCheckpoint` (which
 * recomputes it) on a checkpoint the size of one of AdaBoost.MH on Reuters-21578 ModApte-90 (7,770
 * documents x 90 labels of weights, `--rounds` rounds of stumps), beside `JSON.stringify` of the same
 * checkpoint (what saving it costs anyway). Worst of three runs each, CPU time by
 * `process.cpuUsage()`, the load average printed beside every figure; one JSON line at the end.
 *
 *   node bench/dist/speed/checkpoint-digest.js [--rounds 500] [--documents 7770] [--labels 90]
 */
import { checkpointDigest, createCheckpoint, encodeFloat64, parseCheckpoint } from "@textboost/core";
import { loadAverage } from "../tools/load-guard.js";

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? undefined : Number(process.argv[at + 1]);
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > 10_000_000) {
    throw new Error(`--${name} must be a whole number from 1 to 10,000,000`);
  }
  return value;
}

const rounds = flag("rounds", 500);
const documents = flag("documents", 7770);
const labels = flag("labels", 90);

// A state shaped as boostAdditive's: stumps with two votes per label, z and loss per round, weights.
const weights = Float64Array.from(
  { length: documents * labels },
  (_, i) => Math.abs(Math.sin(i)) / (documents * labels),
);
const votes = () => Array.from({ length: labels }, (_, j) => Math.sin(j) * 0.37);
const state = {
  learner: "real-stump",
  normalisation: "global",
  rounds: Array.from({ length: rounds }, (_, s) => ({
    kind: "stump",
    term: s % 9000,
    absent: votes(),
    present: votes(),
  })),
  z: Array.from({ length: rounds }, (_, s) => 1 - 1 / (s + 2)),
  loss: Array.from({ length: rounds }, (_, s) => 1 / (s + 1)),
  labelLoss: encodeFloat64(new Float64Array(labels).fill(1)),
  weights: encodeFloat64(weights),
};
const run = {
  variant: "real",
  stumps: "presence",
  cover: null,
  learner: "real-stump",
  normalisation: "global",
};
const checkpoint = createCheckpoint({
  algorithm: "adaboost-mh",
  iteration: rounds,
  fingerprint: "fnv1a:0",
  run,
  state,
});
const text = JSON.stringify(checkpoint);

/** CPU milliseconds of `work`, the worst of three runs. */
function worstOfThree(work: () => unknown): number {
  let worst = 0;
  for (let k = 0; k < 3; k++) {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    worst = Math.max(worst, (used.user + used.system) / 1000);
  }
  return Math.round(worst * 10) / 10;
}

const figures = {
  rounds,
  documents,
  labels,
  checkpointMiB: Math.round((text.length / 2 ** 20) * 10) / 10,
  digestMs: worstOfThree(() => checkpointDigest(checkpoint)),
  digestLoad: loadAverage(),
  stringifyMs: worstOfThree(() => JSON.stringify(checkpoint)),
  stringifyLoad: loadAverage(),
  parseAndCheckMs: worstOfThree(() =>
    parseCheckpoint(JSON.parse(text), { algorithm: "adaboost-mh", fingerprint: "fnv1a:0", run }),
  ),
  parseAndCheckLoad: loadAverage(),
};
const show = (ms: number, load: number[]) => `${ms} ms CPU (worst of 3; load ${load.join(" ")})`;
console.log(
  `checkpoint of ${rounds} rounds, ${documents} x ${labels} weights: ${figures.checkpointMiB} MiB of JSON`,
);
console.log(`checkpointDigest:              ${show(figures.digestMs, figures.digestLoad)}`);
console.log(`JSON.stringify (saving):       ${show(figures.stringifyMs, figures.stringifyLoad)}`);
console.log(`JSON.parse + parseCheckpoint:  ${show(figures.parseAndCheckMs, figures.parseAndCheckLoad)}`);
console.log(JSON.stringify(figures));
