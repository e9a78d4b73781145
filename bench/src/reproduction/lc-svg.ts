// A small hand-written SVG line chart for the AdaBoost.LC reproduction (the paper's Figure 3): one
// panel per evaluation cover, one line per training cover. No dependency.

/** One panel: a title and named series of y values at x = 1, 2, ... */
export interface Panel {
  readonly title: string;
  readonly series: readonly { readonly name: string; readonly values: readonly number[] }[];
}

const COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf"];

function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= v) return m * p;
  return 10 * p;
}

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Renders panels side by side with a shared legend. Linear y axes start at 0 (or near the panel's
 * minimum); `logY` draws log10 axes from the smallest positive value (at least max / 1000) to the max.
 */
export function lineChartSvg(
  panels: readonly Panel[],
  options: { title: string; xLabel: string; yLabel: string; logY?: boolean },
): string {
  const pw = 240;
  const ph = 190;
  const ml = 62;
  const mt = 48;
  const gap = 48;
  const width = ml + panels.length * (pw + gap) + 10;
  const height = mt + ph + 80;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${width / 2}" y="18" text-anchor="middle" font-size="14">${esc(options.title)}</text>`,
  );
  panels.forEach((panel, n) => {
    const x0 = ml + n * (pw + gap);
    const all = panel.series.flatMap((s) => s.values).filter(Number.isFinite);
    const rounds = Math.max(1, ...panel.series.map((s) => s.values.length));
    const hi = niceMax(Math.max(...all));
    let sy: (v: number) => number;
    let ticks: number[];
    if (options.logY) {
      // log scale from the smallest positive value (at least hi / 1000) to hi; 0 is drawn at the floor
      const positive = all.filter((v) => v > 0);
      const floor = Math.max(hi / 1000, 10 ** Math.floor(Math.log10(Math.min(hi, ...positive))));
      const a = Math.log10(floor);
      const b = Math.log10(hi);
      sy = (v: number) => mt + ph - ((Math.log10(Math.max(v, floor)) - a) / (b - a)) * ph;
      ticks = [];
      for (let e = Math.floor(a); e <= Math.ceil(b); e++) {
        for (const m of [1, 2, 5]) {
          const v = m * 10 ** e;
          if (v >= floor * 0.999 && v <= hi * 1.001) ticks.push(v);
        }
      }
    } else {
      const lo0 = Math.min(...all);
      const lo = lo0 > hi * 0.5 ? (Math.floor((lo0 / hi) * 10) / 10) * hi : 0;
      sy = (v: number) => mt + ph - ((v - lo) / (hi - lo)) * ph;
      ticks = [0, 1, 2, 3, 4].map((g) => lo + ((hi - lo) * g) / 4);
    }
    const sx = (t: number) => x0 + ((t - 1) / Math.max(1, rounds - 1)) * pw;
    out.push(
      `<text x="${x0 + pw / 2}" y="${mt - 10}" text-anchor="middle" font-size="12">${esc(panel.title)}</text>`,
    );
    out.push(`<rect x="${x0}" y="${mt}" width="${pw}" height="${ph}" fill="none" stroke="#888"/>`);
    for (const v of ticks) {
      const y = sy(v);
      out.push(`<line x1="${x0}" y1="${y}" x2="${x0 + pw}" y2="${y}" stroke="#eee"/>`);
      out.push(`<text x="${x0 - 4}" y="${y + 4}" text-anchor="end">${Number(v.toPrecision(3))}</text>`);
    }
    for (const t of [1, Math.round(rounds / 2), rounds]) {
      out.push(`<text x="${sx(t)}" y="${mt + ph + 14}" text-anchor="middle">${t}</text>`);
    }
    panel.series.forEach((s, c) => {
      const pts = s.values.map((v, t) => `${sx(t + 1).toFixed(1)},${sy(v).toFixed(1)}`).join(" ");
      out.push(
        `<polyline fill="none" stroke="${COLORS[c % COLORS.length]}" stroke-width="1.5" points="${pts}"/>`,
      );
    });
  });
  out.push(`<text x="${width / 2}" y="${mt + ph + 32}" text-anchor="middle">${esc(options.xLabel)}</text>`);
  out.push(
    `<text x="12" y="${mt + ph / 2}" text-anchor="middle" transform="rotate(-90 12 ${mt + ph / 2})">${esc(options.yLabel)}</text>`,
  );
  const names = panels[0]?.series.map((s) => s.name) ?? [];
  names.forEach((name, c) => {
    const x = ml + c * 130;
    const y = mt + ph + 56;
    out.push(
      `<line x1="${x}" y1="${y}" x2="${x + 24}" y2="${y}" stroke="${COLORS[c % COLORS.length]}" stroke-width="2"/>`,
    );
    out.push(`<text x="${x + 30}" y="${y + 4}">${esc(name)}</text>`);
  });
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

/** What lc-figure4 writes to docs/reproduction/adaboost-lc-figure3-<tag>.json. */
export interface Figure3Data {
  readonly dataset: string;
  readonly settings: { readonly templates: string; readonly hypotheses: string };
  /** [trained with][evaluated on] → error per round. */
  readonly trainingCoveringError: Record<string, Record<string, number[]>>;
  readonly testCoveringError: Record<string, Record<string, number[]>>;
}

/**
 * The two charts of a Figure 3 data file: training covering error per round (log y, as the curves
 * fall by orders of magnitude) and test covering error per round (linear y).
 */
export function figure3Charts(data: Figure3Data, name: string): { training: string; test: string } {
  const names = Object.keys(data.trainingCoveringError);
  const chart = (what: "training" | "test") => {
    const curves = what === "training" ? data.trainingCoveringError : data.testCoveringError;
    const panels = names.map((e) => ({
      title: `${e} covering error`,
      series: names.map((t) => ({ name: `trained with ${t}`, values: curves[t]![e]! })),
    }));
    return lineChartSvg(panels, {
      title: `AdaBoost.LC ${what} covering error per round (${name}, ${data.settings.templates} templates, ${data.settings.hypotheses} hypotheses)`,
      xLabel: "boosting round",
      yLabel: `${what} covering error${what === "training" ? " (log scale)" : ""}`,
      logY: what === "training",
    });
  };
  return { training: chart("training"), test: chart("test") };
}
