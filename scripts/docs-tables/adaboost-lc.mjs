/**
 * The generated tables of docs/reproduction/adaboost-lc.md, from the results of
 * `node bench/dist/reproduction/lc-figure4.js` (the tables and paired tests) and the charts' data it writes beside
 * the page (Figure 3).
 */
import { markdownTable } from "./regions.mjs";

/** The results files the page quotes. */
export const RESULTS = {
  reuters: "bench/results/lc-figure4-reuters.json",
  rcv1: "bench/results/lc-figure4-rcv1subset1.json",
  figure3Reuters: "docs/reproduction/adaboost-lc-figure3-reuters.json",
  figure3Rcv1: "docs/reproduction/adaboost-lc-figure3-rcv1subset1.json",
};

const COVERS = ["ZO", "HM", "TS", "WP", "WN"];
const COLUMNS = [...COVERS, "OneErr", "Coverage", "AvgP"];

/** A signed number with a true minus sign. */
const signed = (x, digits) => {
  const s = Math.abs(x).toFixed(digits);
  if (Number(s) === 0) return `+${s}`;
  return `${x < 0 ? "−" : "+"}${s}`;
};
const unsigned = (x, digits) => (x < 0 ? `−${Math.abs(x).toFixed(digits)}` : x.toFixed(digits));

function checkpoint(results, rounds) {
  const table = results.tables?.[String(rounds)];
  if (table === undefined) throw new Error(`no table at ${rounds} rounds in the results`);
  return table;
}

function errorTable(results, rounds) {
  const best = results.bestPerColumn[String(rounds)];
  const rows = checkpoint(results, rounds).map((r) => [
    r.train,
    ...COLUMNS.map((c) => `${best[c] === r.train ? "*" : ""}${r[c].toFixed(3)}`),
  ]);
  return markdownTable(["train \\ test", ...COLUMNS], rows);
}

function pairedTable(results, rounds) {
  const tests = results.pairedDiagonalTests[String(rounds)];
  const rows = COVERS.map((cover) => [
    cover,
    ...COVERS.map((model) => {
      if (model === cover) return "—";
      const t = tests[cover][model];
      return `${signed(t.difference, 3)} (z ${unsigned(t.z, 1)})`;
    }),
  ]);
  return markdownTable(["cover", ...COVERS.map((m) => `${m} model`)], rows);
}

/** The paired tests' z of every off-diagonal cell at a checkpoint, with the cell's name. */
function zValues(results, rounds) {
  const tests = results.pairedDiagonalTests[String(rounds)];
  return COVERS.flatMap((cover) =>
    COVERS.filter((m) => m !== cover).map((model) => ({ cover, model, z: tests[cover][model].z })),
  );
}

/** How many cells of a checkpoint's paired tests are significant at p < 0.01 (|z| > 2.58), per diagonal cover. */
function significanceTable(reuters, rcv1) {
  const rows = [];
  for (const [name, results] of [
    ["Reuters-21578", reuters],
    ["rcv1subset1", rcv1],
  ]) {
    for (const rounds of [20, 100]) {
      const best = results.bestPerColumn[String(rounds)];
      const cells = COVERS.map((cover) => {
        const z = zValues(results, rounds).filter((v) => v.cover === cover);
        const significant = z.filter((v) => v.z > 2.58).length;
        const onDiagonal = best[cover] === cover ? "best" : `best: ${best[cover]}`;
        return `${onDiagonal}; ${significant} of 4 (min z ${unsigned(Math.min(...z.map((v) => v.z)), 1)})`;
      });
      rows.push([name, String(rounds), ...cells]);
    }
  }
  return markdownTable(["data", "rounds", ...COVERS.map((c) => `${c} column`)], rows);
}

/** Figure 3: each panel's training error at the last round, the panel's own model against the best other model. */
function figure3Table(reuters, rcv1) {
  const rows = [];
  for (const [name, data] of [
    ["Reuters-21578", reuters],
    ["rcv1subset1", rcv1],
  ]) {
    const error = data.trainingCoveringError;
    const last = (model, cover) => {
      const series = error[model][cover];
      return series[series.length - 1];
    };
    for (const cover of COVERS) {
      const own = last(cover, cover);
      const others = COVERS.filter((m) => m !== cover).map((m) => ({ m, v: last(m, cover) }));
      const best = others.reduce((a, b) => (b.v < a.v ? b : a));
      const verdict =
        own.toFixed(4) === best.v.toFixed(4)
          ? "tie (4 decimals)"
          : own < best.v
            ? "own model lowest"
            : `${best.m} model lower`;
      rows.push([name, cover, own.toFixed(4), `${best.m} ${best.v.toFixed(4)}`, verdict]);
    }
  }
  return markdownTable(["data", "panel (cover)", "its own model", "best other model", "panel"], rows);
}

/** The page's tables: name -> the results files it reads and how it renders them. */
export const TABLES = {
  "lc-reuters-20": { results: [RESULTS.reuters], render: (r) => errorTable(r, 20) },
  "lc-reuters-20-tests": { results: [RESULTS.reuters], render: (r) => pairedTable(r, 20) },
  "lc-reuters-100": { results: [RESULTS.reuters], render: (r) => errorTable(r, 100) },
  "lc-rcv1-20": { results: [RESULTS.rcv1], render: (r) => errorTable(r, 20) },
  "lc-rcv1-20-tests": { results: [RESULTS.rcv1], render: (r) => pairedTable(r, 20) },
  "lc-rcv1-100": { results: [RESULTS.rcv1], render: (r) => errorTable(r, 100) },
  "lc-diagonal": { results: [RESULTS.reuters, RESULTS.rcv1], render: significanceTable },
  "lc-figure3": { results: [RESULTS.figure3Reuters, RESULTS.figure3Rcv1], render: figure3Table },
};
