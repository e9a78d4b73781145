import { type ChartDocument, learningCurveChart } from "@textboost/report";
import { type TextClassifier, textClassifier } from "./classify-text.js";
import { ENGLISH_SAMPLE } from "./english-sample.js";
import type { TrainRequest, TrainResult } from "./train-in-browser.js";
import type { WorkerMessage } from "./train-worker.js";
import { verdictItem } from "./verdict-list.js";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const progress = $<HTMLProgressElement>("progress");
const status = $<HTMLSpanElement>("status");
const error = $<HTMLDivElement>("error");
const trainButton = $<HTMLButtonElement>("train");
const textBox = $<HTMLTextAreaElement>("text");
const classifyButton = $<HTMLButtonElement>("classify");
const drop = $<HTMLDivElement>("drop");
const fileRadio = document.querySelector<HTMLInputElement>('input[value="file"]')!;
let classifier: TextClassifier | undefined;
let worker: Worker | undefined;
/** The file the user dropped or picked, read. */
let file: { name: string; text: string } | undefined;

$<HTMLButtonElement>("example").addEventListener("click", () => {
  $<HTMLTextAreaElement>("pasted").value = ENGLISH_SAMPLE;
  document.querySelector<HTMLInputElement>('input[value="pasted"]')!.click();
});

/** Reads a dropped or picked file, makes it the source and trains on it. */
async function useFile(f: File | undefined): Promise<void> {
  if (f === undefined) return;
  file = { name: f.name, text: await f.text() };
  $("file-name").textContent = `${f.name} (${(f.size / 1024).toFixed(1)} KB)`;
  fileRadio.disabled = false;
  fileRadio.checked = true;
  train();
}

drop.addEventListener("dragover", (e) => {
  e.preventDefault();
  drop.classList.add("over");
});
drop.addEventListener("dragleave", () => drop.classList.remove("over"));
drop.addEventListener("drop", (e) => {
  e.preventDefault();
  drop.classList.remove("over");
  void useFile(e.dataTransfer?.files[0]);
});
// A file dropped anywhere else on the page is not opened by the browser in place of the playground.
window.addEventListener("dragover", (e) => e.preventDefault());
window.addEventListener("drop", (e) => e.preventDefault());
$<HTMLInputElement>("file").addEventListener("change", (e) => {
  void useFile((e.target as HTMLInputElement).files?.[0]);
});

function request(): TrainRequest {
  const source = document.querySelector<HTMLInputElement>('input[name="source"]:checked')!.value;
  return {
    algorithm: $<HTMLSelectElement>("algorithm").value as TrainRequest["algorithm"],
    rounds: Number($<HTMLInputElement>("rounds").value),
    source:
      source === "synthetic"
        ? { kind: "synthetic", seed: Number($<HTMLInputElement>("seed").value) }
        : source === "file" && file !== undefined
          ? { kind: "file", name: file.name, text: file.text }
          : source === "pasted"
            ? { kind: "pasted", text: $<HTMLTextAreaElement>("pasted").value }
            : { kind: "sample" },
  };
}

/** Shows a trained model: the status line, the learning curve, the explained held-out documents. */
function show(req: TrainRequest, r: TrainResult): void {
  const last = r.curve.at(-1)!;
  status.textContent = `trained ${req.algorithm} for ${req.rounds} rounds in ${(r.trainMs / 1000).toFixed(2)} s on ${r.trainDocuments} documents (${r.labels.length} labels, ${r.terms} ${r.readsText ? "terms" : "features"}); on ${r.testDocuments} held-out documents F1 micro ${last.microF1.toFixed(3)}, F1 macro ${last.macroF1.toFixed(3)}`;
  $("curve").replaceChildren(
    learningCurveChart([{ name: req.algorithm, points: r.curve }], {
      document: document as unknown as ChartDocument,
      width: 900,
    }) as unknown as Node,
  );
  $("examples-title").hidden = r.examples.length === 0;
  $("examples").replaceChildren(
    ...r.examples.map((x) => {
      const li = document.createElement("li");
      const head = document.createElement("div");
      head.textContent = `${x.text} — true labels: ${x.labels.join(", ") || "none"}`;
      const verdicts = document.createElement("ul");
      verdicts.append(...x.verdicts.map((v) => verdictItem(document, v)));
      li.append(head, verdicts);
      return li;
    }),
  );
  classifier = r.readsText ? textClassifier(r.model) : undefined;
  textBox.disabled = !r.readsText;
  classifyButton.disabled = !r.readsText;
  textBox.placeholder = r.readsText
    ? "type a text, then Classify"
    : "this model was trained on an ARFF file's vectors: it reads no raw text";
}

function train(): void {
  worker?.terminate();
  error.textContent = "";
  $("curve").replaceChildren();
  $("examples").replaceChildren();
  $("examples-title").hidden = true;
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
    show(req, m.result);
  };
  worker.onerror = (e) => {
    trainButton.disabled = false;
    error.textContent = `the training worker failed: ${e.message}`;
  };
  worker.postMessage(req);
}

trainButton.addEventListener("click", train);

classifyButton.addEventListener("click", () => {
  if (!classifier) return;
  $<HTMLOListElement>("verdicts").replaceChildren(
    ...classifier.classify(textBox.value).map((v) => verdictItem(document, v)),
  );
});
