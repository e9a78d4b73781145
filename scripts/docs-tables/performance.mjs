/**
 * The generated tables of docs/performance.md, each from the one results file of its benchmark.
 */
import { markdownTable } from "./regions.mjs";
import { TABLES as TREEBOOST } from "./treeboost.mjs";

/** The results files the page quotes, one per benchmark (and data set). */
export const RESULTS = {
  peer: "bench/results/bench-2026-11-28T13-23-14-509Z.json",
  predict: "bench/results/predict-speed-2026-11-27T09-44-57-177Z.json",
  threadsStreamed: "bench/results/threads-streamed-2026-11-28T13-44-29-280Z.json",
  threadsTable: "bench/results/threads-2026-11-28T11-22-25-480Z.json",
  scaleRows: "bench/results/scale-rows-2026-11-27T11-05-28-664Z.json",
  lcRcv1: "bench/results/lc-speed-2026-11-28T14-01-29-565Z.json",
  lcDelicious: "bench/results/lc-speed-2026-11-28T14-30-12-606Z.json",
  mlrf: "bench/results/mlrf-speed-2026-11-29T18-35-22-407Z.json",
  lsi: "bench/results/lsi-2026-11-23T13-56-31-895Z.json",
};

const NAMES = { "adaboost-mh": "AdaBoost.MH", "mp-boost": "MP-Boost" };
const name = (algorithm) => NAMES[algorithm] ?? algorithm;
const n = (x) => x.toLocaleString("en-US");
const ms = (x) => x.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The 1-minute load averages of a list of [1, 5, 15]-minute triples, as "lo–hi". */
const loadRange = (triples) => {
  const ones = triples.map((t) => t[0]);
  return `${Math.min(...ones).toFixed(2)}–${Math.max(...ones).toFixed(2)}`;
};

function peerTable(results) {
  const rows = results.peer.rows.map((r) => [
    name(r.algorithm),
    `${r.oursCpuMsPerRound.toFixed(2)} (**${r.cpuRatio.toFixed(3)}**)`,
    `${r.streamed.cpuMsPerRound.toFixed(2)} (**${r.streamed.cpuRatio.toFixed(3)}**)`,
    r.peerCpuMsPerRound.toFixed(2),
    `${r.cliPeakRssMb} / ${r.streamed.cliPeakRssMb} (${r.rssRatio.toFixed(2)} / ${r.streamed.rssRatio.toFixed(2)})`,
    String(r.peerPeakRssMb),
    `${r.ours.microF1.toFixed(4)} / ${r.ours.macroF1.toFixed(4)} (${r.peer.microF1.toFixed(4)} / ${r.peer.macroF1.toFixed(4)})`,
    loadRange(r.runs.flatMap((x) => [x.loadBefore, x.loadAfter])),
  ]);
  return markdownTable(
    [
      "algorithm",
      "table: CPU ms a round (÷ MP-Boost++)",
      "streamed: CPU ms a round (÷ MP-Boost++)",
      "MP-Boost++: CPU ms a round",
      "`textboost train` peak MiB, table / streamed (÷ `boostTrain`)",
      "`boostTrain` peak MiB",
      "F1μ / F1M, ours (MP-Boost++)",
      "1-minute load",
    ],
    rows,
  );
}

function rcv1MemoryTable(results) {
  const rows = results.memory.rows.map((r) => [
    name(r.algorithm),
    r.statistics,
    (Math.max(...r.runs.map((x) => x.cpuMs)) / 1000).toFixed(1),
    String(r.peakRssMb),
  ]);
  return markdownTable(
    ["algorithm", "statistics", "CPU s, whole process (worst)", "peak RSS MiB (worst)"],
    rows,
  );
}

function predictTable(results) {
  const rows = results.rows.map((r) => [
    name(r.algorithm),
    n(r.peerDocumentsPerSecond),
    n(r.oursDocumentsPerSecond),
    `**${r.ratio.toFixed(2)}**`,
    n(r.oursScoreOnlyDocumentsPerSecond),
    `${r.ours.microF1.toFixed(4)} / ${r.ours.macroF1.toFixed(4)} (${r.peer.microF1.toFixed(4)} / ${r.peer.macroF1.toFixed(4)})`,
  ]);
  return markdownTable(
    [
      "algorithm",
      "MP-Boost++ docs/s",
      "ours docs/s (read + classify + tables)",
      "ours ÷ MP-Boost++",
      "ours, scoring only, docs/s",
      "F1μ / F1M ours (MP-Boost++)",
    ],
    rows,
  );
}

function threadsTable(...files) {
  const rows = files.flatMap((results) =>
    ["adaboost-mh", "mp-boost"].map((algorithm) => {
      const row = (threads) =>
        results.rows.find((r) => r.task === `${algorithm} training` && r.threads === threads);
      const one = row(1);
      const two = row(results.threads);
      const s = results.speedUps;
      return [
        name(algorithm),
        results.statistics,
        `${one.msPerRound.toFixed(2)} / ${one.msPerLaterRound.toFixed(2)}`,
        `${two.msPerRound.toFixed(2)} / ${two.msPerLaterRound.toFixed(2)}`,
        `**${s[`${algorithm} training, whole fit`].toFixed(2)} × / ${s[`${algorithm} training, a round after the first`].toFixed(2)} ×**`,
        `${s[`${algorithm} scoring`].toFixed(2)} ×`,
        results.highestLoad.toFixed(2),
      ];
    }),
  );
  return markdownTable(
    [
      "algorithm",
      "statistics",
      "1 thread, wall ms a round: whole fit / later round",
      "2 threads",
      "speed-up, whole fit / later round",
      "scoring speed-up",
      "highest 1-minute load",
    ],
    rows,
  );
}

function scaleRowsTable(results) {
  const sizes = [...new Set(results.rows.map((r) => r.documents))];
  const rows = sizes.map((documents) => {
    const of = (algorithm) =>
      results.rows.find((r) => r.documents === documents && r.algorithm === algorithm);
    const mh = of("adaboost-mh");
    const mp = of("mp-boost");
    return [
      n(documents),
      n(mh.nonZeros),
      `${ms(mh.cpuMsPerRound)} / ${ms(mh.msPerRound)}`,
      `${ms(mp.cpuMsPerRound)} / ${ms(mp.msPerRound)}`,
      `${n(mh.trainPeakRssMb)} / ${n(mh.peakRssMb)}`,
      `${n(mp.trainPeakRssMb)} / ${n(mp.peakRssMb)}`,
    ];
  });
  return markdownTable(
    [
      "documents",
      "non-zeros",
      "AdaBoost.MH CPU / wall ms a round",
      "MP-Boost CPU / wall ms a round",
      "AdaBoost.MH peak RSS MiB, fit / process",
      "MP-Boost peak RSS MiB, fit / process",
    ],
    rows,
  );
}

function lcTable(...files) {
  const rows = files.flatMap((file) =>
    file.results.map((r) => {
      const mh = r.figures["adaboost-mh, 1 thread"].worst;
      const ratio = r.ratiosToAdaBoostMH;
      const cell = (key) => `${ratio[key].time.toFixed(2)} × / ${ratio[key].memory.toFixed(2)} ×`;
      return [
        r.data === "synthetic:delicious:0.1"
          ? "Delicious-shaped stand-in (`synthetic:delicious:0.1`)"
          : r.data,
        String(r.iterations),
        `${mh.cpuMsPerRound.toFixed(1)} / ${mh.peakRssMb}`,
        cell("hamming"),
        `${ratio["hamming, 2 threads"].wall.toFixed(2)} × / ${ratio["hamming, 2 threads"].memory.toFixed(2)} ×`,
        cell("zero-one"),
        file.highestLoad.toFixed(2),
      ];
    }),
  );
  return markdownTable(
    [
      "data",
      "rounds",
      "AdaBoost.MH: CPU ms a round / peak MiB",
      "Hamming cover ÷ AdaBoost.MH: CPU time / memory",
      "Hamming, 2 threads ÷ AdaBoost.MH 2 threads: wall / memory",
      "zero-one cover: CPU time / memory",
      "highest 1-minute load",
    ],
    rows,
  );
}

function mlrfTable(results) {
  const rows = results.sets.map((s) => {
    const run = (prefix) => s.timings.find((t) => t.run.startsWith(prefix));
    const mh = run("adaboost-mh S=100, 1 thread");
    const mlrf = run("mlrf N=10 S=10 M=100 k=10, 1 thread");
    const mlrf2 = run("mlrf N=10 S=10 M=100 k=10, 2 threads");
    const scratch = run("adaboost-mh S=100, statistics recomputed");
    return [
      s.set,
      `${n(s.documents)} × ${n(s.features)}, ${s.labels}`,
      `${mh.cpuMs} / ${mh.wallMs}`,
      `${mlrf.cpuMs} / ${mlrf.wallMs}`,
      `${mlrf2.cpuMs} / ${mlrf2.wallMs}`,
      `${scratch.cpuMs} / ${scratch.wallMs}`,
      `**${s.target.mlrfCpuOverAdaBoostCpu.toFixed(2)}**`,
      s.target.mlrfCpuOverStraightforwardAdaBoostCpu.toFixed(2),
    ];
  });
  return markdownTable(
    [
      "set",
      "documents × features, labels",
      "AdaBoost.MH S=100, CPU / wall ms",
      "MLRF (N=10, S=10, M=100, k=10), 1 thread",
      "MLRF, 2 threads",
      "AdaBoost.MH recomputing its statistics",
      "MLRF ÷ AdaBoost.MH, CPU",
      "MLRF ÷ recomputing AdaBoost.MH, CPU",
    ],
    rows,
  );
}

function lsiTable(results) {
  const rows = results.ours.map((o) => {
    const sk = results.sklearn.runs.find((r) => r.k === o.k);
    return [
      String(o.k),
      o.method,
      o.cpuSeconds.toFixed(2),
      o.wallSeconds.toFixed(2),
      sk === undefined ? "—" : sk.cpu_seconds.toFixed(2),
    ];
  });
  return markdownTable(
    ["k", "ours", "ours CPU s", "ours wall s", "scikit-learn TruncatedSVD (randomized), CPU s"],
    rows,
  );
}

/** The page's tables: name -> the results files it reads and how it renders them. */
export const TABLES = {
  "perf-peer": { results: [RESULTS.peer], render: peerTable },
  "perf-rcv1-memory": { results: [RESULTS.peer], render: rcv1MemoryTable },
  "perf-predict": { results: [RESULTS.predict], render: predictTable },
  "perf-threads": { results: [RESULTS.threadsStreamed, RESULTS.threadsTable], render: threadsTable },
  "perf-scale-rows": { results: [RESULTS.scaleRows], render: scaleRowsTable },
  "perf-lc-speed": { results: [RESULTS.lcRcv1, RESULTS.lcDelicious], render: lcTable },
  "perf-mlrf": { results: [RESULTS.mlrf], render: mlrfTable },
  "perf-lsi": { results: [RESULTS.lsi], render: lsiTable },
  "treeboost-speed": TREEBOOST["treeboost-speed"],
};
