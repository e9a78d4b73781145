import { type ChartDocument, learningCurveChart } from "@textboost/report";
import { type TextClassifier, textClassifier } from "./classify-text.js";
import { EXAMPLE_TEXTS } from "./example-texts.js";
import type { TrainRequest } from "./train-in-browser.js";
import type { WorkerMessage } from "./train-worker.js";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const progress = $<HTMLProgressElement>("progress");
const status = $<HTMLSpanElement>("status");
const error = $<HTMLDivElement>("error");
const trainButton = $<HTMLButtonElement>("train");
const textBox = $<HTMLTextAreaElement>("text");
const classifyButton = $<HTMLButtonElement>("classify");
let classifier: TextClassifier | undefined;
let worker: Worker | undefined;

$<HTMLButtonElement>("example").addEventListener("click", () => {
  $<HTMLTextAreaElement>("pasted").value = EXAMPLE_TEXTS;
  document.querySelector<HTMLInputElement>('input[value="pasted"]')!.click();
});

function request(): TrainRequest {
  const source = document.querySelector<HTMLInputElement>('input[name="source"]:checked')!.value;
  return {
    algorithm: $<HTMLSelectElement>("algorithm").value as TrainRequest["algorithm"],
    rounds: Number($<HTMLInputElement>("rounds").value),
    source:
      source === "synthetic"
        ? { kind: "synthetic", seed: Number($<HTMLInputElement>("seed").value) }
        : { kind: "pasted", text: $<HTMLTextAreaElement>("pasted").value },
  };
}

trainButton.addEventListener("click", () => {
  worker?.terminate();
  error.textContent = "";
  $("curve").replaceChildren();
  const req = request();
  progress.max = req.rounds;
  progress.value = 0;
  status.textContent = "preparing the documents…";
  trainButton.disabled = true;
  worker = new Worker(new URL("./train-worker.ts", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const m = event.data;
    if (m.type === "progress") {
      progress.value = m.round;
      status.textContent = `round ${m.round} of ${m.rounds}`;
      return;
    }
    trainButton.disabled = false;
    worker?.terminate();
    worker = undefined;
    if (m.type === "error") {
      status.textContent = "";
      error.textContent = m.message;
      return;
    }
    const r = m.result;
    const last = r.curve.at(-1)!;
    status.textContent = `trained ${req.algorithm} for ${req.rounds} rounds in ${(r.trainMs / 1000).toFixed(2)} s on ${r.trainDocuments} documents (${r.labels.length} labels, ${r.terms} terms); on ${r.testDocuments} held-out documents F1 micro ${last.microF1.toFixed(3)}, F1 macro ${last.macroF1.toFixed(3)}`;
    $("curve").replaceChildren(
      learningCurveChart([{ name: req.algorithm, points: r.curve }], {
        document: document as unknown as ChartDocument,
        width: 900,
      }) as unknown as Node,
    );
    classifier = textClassifier(r.model);
    textBox.disabled = false;
    classifyButton.disabled = false;
  };
  worker.onerror = (e) => {
    trainButton.disabled = false;
    error.textContent = `the training worker failed: ${e.message}`;
  };
  worker.postMessage(req);
});

classifyButton.addEventListener("click", () => {
  if (!classifier) return;
  const list = $<HTMLOListElement>("verdicts");
  list.replaceChildren(
    ...classifier.classify(textBox.value).map((v) => {
      const li = document.createElement("li");
      li.dataset.label = v.label;
      const head = document.createElement("strong");
      head.textContent = `${v.label} ${v.score.toFixed(3)}`;
      const note = document.createElement("span");
      note.className = "muted";
      note.textContent = v.predicted ? " predicted" : " not predicted (best score)";
      const why = document.createElement("div");
      why.className = "because";
      for (const [i, c] of v.because.entries()) {
        const span = document.createElement("span");
        span.className = c.vote >= 0 ? "pos" : "neg";
        span.textContent = `${i > 0 ? ", " : "because "}${c.present ? "" : "no "}${c.term} ${c.vote >= 0 ? "+" : "−"}${Math.abs(c.vote).toFixed(2)}`;
        why.append(span);
      }
      li.append(head, note, why);
      return li;
    }),
  );
});
