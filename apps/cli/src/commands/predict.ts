import { readFileSync } from "node:fs";
import { type LabelMatrix, TextboostError } from "@textboost/core";
import { createWorkerPool, resolveThreads, scoresParallel } from "@textboost/stumps/node";
import type { CliIO } from "../io.js";
import { loadDecidedModel } from "../model-decision.js";
import { modelPipeline } from "../prepare-data.js";
import { isAdditive } from "./evaluate.js";

/** Arguments of `textboost predict`. */
export interface PredictArgs {
  readonly model: string;
  /** Text files, one document each; none: standard input, one document per non-empty line. */
  readonly files: readonly string[];
  /** Labels whose score is above this are predicted (default: the model's decision record, else 0). */
  readonly threshold?: number;
  /** Also list the `top` best-scoring labels when fewer pass the threshold. */
  readonly top: number;
  readonly json: boolean;
  /** Threads for scoring (default: the number of cores; 1 = no worker thread). */
  readonly threads?: number;
}

/** One document's prediction. */
export interface Prediction {
  readonly document: string;
  readonly labels: readonly { label: string; score: number; probability: number; predicted: boolean }[];
}

/** `textboost predict`: labels with scores for raw-text documents, through the model's own pipeline. */
export async function predict(args: PredictArgs, io: CliIO): Promise<Prediction[]> {
  const threads = resolveThreads(args.threads);
  const { model, decision } = loadDecidedModel(
    args.model,
    args.threshold === undefined ? {} : { threshold: args.threshold },
  );
  const pipeline = modelPipeline(model as { preprocessing?: unknown }, args.model);
  const docs: { name: string; text: string }[] = [];
  if (args.files.length > 0) {
    for (const f of args.files) {
      try {
        docs.push({ name: f, text: readFileSync(f, "utf8") });
      } catch (e) {
        throw new TextboostError("E_IO", `cannot read: ${(e as Error).message}`, { file: f }, { cause: e });
      }
    }
  } else {
    const lines = (await io.readStdin()).split(/\r?\n/);
    lines.forEach((text, i) => {
      if (text.trim() !== "") docs.push({ name: `stdin:${i + 1}`, text });
    });
  }
  const X = pipeline.transform(docs.map((d) => d.text));
  const pool = threads > 1 && isAdditive(model) && X.rows > 1 ? createWorkerPool({ threads }) : undefined;
  let scores: ReturnType<typeof model.scores>;
  try {
    const rounds = decision.rounds;
    scores =
      pool && isAdditive(model) ? scoresParallel(model, X, { pool, rounds }) : model.scores(X, { rounds });
  } finally {
    await pool?.close();
  }
  io.err(`${decision.description}\n`);
  const probs = decision.probabilities(scores).data;
  const predicted = decision.labelSets(scores);
  const m = model.labels.length;
  const out: Prediction[] = docs.map((d, i) => {
    const ranked = model.labels
      .map((label, j) => ({
        label,
        score: scores.data[i * m + j]!,
        probability: probs[i * m + j]!,
        predicted: isIn(predicted, i, j),
      }))
      .sort((a, b) => b.score - a.score);
    const keep = ranked.filter((r, rank) => r.predicted || rank < args.top);
    return { document: d.name, labels: keep };
  });
  if (args.json) io.out(`${JSON.stringify(out)}\n`);
  else {
    for (const p of out) {
      const labels = p.labels
        .map((l) => `${l.predicted ? "" : "("}${l.label}:${l.score.toFixed(3)}${l.predicted ? "" : ")"}`)
        .join(" ");
      io.out(`${p.document}\t${labels || "(no label)"}\n`);
    }
  }
  return out;
}

/** Whether label j is in row i of a label matrix. */
function isIn(P: LabelMatrix, i: number, j: number): boolean {
  for (let p = P.indptr[i]!; p < P.indptr[i + 1]!; p++) if (P.indices[p] === j) return true;
  return false;
}
