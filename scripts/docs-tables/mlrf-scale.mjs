/**
 * The scale table of docs/reproduction/mlrf.md, from `node bench/dist/speed/mlrf-scale.js` (the
 * forest with its defaults against MP-Boost at 100 rounds on rcv1subset1, on 1 and 2 threads).
 */
import { markdownTable } from "./regions.mjs";

/** The results file the table quotes. */
export const RESULTS = { scale: "bench/results/mlrf-scale.json" };

const seconds = (ms) => (ms / 1000).toFixed(1);

/** One row per thread count: each side's worst run, the ratios, and the load around the runs. */
function scaleTable(results) {
  const rows = results.rows.map((r) => {
    const side = (s) => `${seconds(s.worst.trainMs)} (${seconds(s.worst.cpuMs)}, ${s.worst.peakRssMb})`;
    const loads = [...r.mpBoost.runs, ...r.forest.runs].flatMap((run) => [run.loadBefore, run.loadAfter]);
    return [
      String(r.threads),
      side(r.mpBoost),
      side(r.forest),
      `${r.ratio.toFixed(2)} (${r.cpuRatio.toFixed(2)})`,
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    ];
  });
  return markdownTable(
    [
      "threads",
      "MP-Boost, 100 rounds: training s (process CPU s, peak RSS MiB)",
      "forest: training s (process CPU s, peak RSS MiB)",
      "forest / MP-Boost: training time (process CPU)",
      "load average during the runs",
    ],
    rows,
  );
}

/** The tables of this module, by region name. */
export const TABLES = {
  "mlrf-scale": { results: [RESULTS.scale], render: scaleTable },
};
