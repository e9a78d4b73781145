import { ADABOOST_MH, loadAdaBoostMH } from "@textboost/adaboost-mh";
import type { ErrorLocation, LabelTree, Model } from "@textboost/core";
import { isTextboostError, labelTree, parseModelEnvelope, TextboostError } from "@textboost/core";
import {
  TREEBOOST_MH,
  type TreeBoostModel,
  type TreeBoostModelBody,
  type TreeBoostNodeModel,
  treeBoostModel,
} from "./tree-boost-model.js";
import { type TreeBoostPlan, treeBoostPlan } from "./tree-plan.js";

/** Restores a node's flat model from its JSON: the base algorithm's own loader. */
export type BaseModelLoader = (json: unknown, options: { file?: string }) => Model;

/** Options of {@link loadTreeBoost}. */
export interface LoadTreeBoostOptions {
  /** Names the source in errors. */
  readonly file?: string;
  /**
   * The loader of the node models' algorithm (default `loadAdaBoostMH`; `loadMPBoost` for a model
   * trained with `base: mpBoost()`). The body's `base` says which algorithm it is.
   */
  readonly loadBase?: BaseModelLoader;
}

/**
 * Loads a TreeBoost.MH model from the parsed JSON of a model file, checking everything: the
 * envelope, the hierarchy (a valid tree), the label-to-category map, one node entry per internal
 * node in order, each node's columns (ascending, in range), and each node model (restored with the
 * base algorithm's loader, its labels the node's outputs and its features the node's columns).
 *
 * @param json - `JSON.parse` of what `model.toJSON()` wrote
 * @param options - `file` for error messages; `loadBase`, the node models' loader
 * @returns the model, scoring bit for bit as the one saved
 * @throws TextboostError `E_MODEL_FORMAT` naming what is wrong (and the node), `E_MODEL_VERSION`
 *   for an unknown envelope version (also a node's)
 *
 * @example
 * ```ts no-run
 * import { loadMPBoost } from "@textboost/mp-boost";
 * const model = loadTreeBoost(JSON.parse(readFileSync("tree.json", "utf8")), { file: "tree.json", loadBase: loadMPBoost });
 * ```
 */
export function loadTreeBoost(json: unknown, options: LoadTreeBoostOptions = {}): TreeBoostModel {
  const loc: ErrorLocation = options.file === undefined ? {} : { file: options.file };
  const fail = (detail: string, cause?: unknown): never => {
    throw new TextboostError("E_MODEL_FORMAT", detail, loc, cause === undefined ? undefined : { cause });
  };
  const env = parseModelEnvelope(json, { expectedAlgorithm: TREEBOOST_MH, ...loc });
  const body = env.body as Partial<TreeBoostModelBody> | null;
  if (typeof body !== "object" || body === null) fail("the model body must be an object");
  const b = body as Partial<TreeBoostModelBody>;
  if (typeof b.base !== "string" || b.base === "") fail('the body must name its "base" algorithm');
  if (options.loadBase === undefined && b.base !== ADABOOST_MH) {
    fail(
      `the nodes of this model are "${b.base}" models; pass that algorithm's loader, e.g. loadTreeBoost(json, { loadBase: loadMPBoost })`,
    );
  }
  const loadBase = options.loadBase ?? loadAdaBoostMH;
  const tree = readTree(b.tree, fail);
  if (!Array.isArray(b.labelNodes) || b.labelNodes.length !== env.labels.length) {
    fail(`"labelNodes" must list the category of each of the ${env.labels.length} labels`);
  }
  if ((b.labelNodes as unknown[]).some((t) => !Number.isInteger(t))) fail('"labelNodes" must be integers');
  let plan: TreeBoostPlan;
  try {
    plan = treeBoostPlan(tree, Int32Array.from(b.labelNodes as number[]));
  } catch (e) {
    return fail(`"labelNodes": ${(e as Error).message}`, e);
  }
  if (!Array.isArray(b.nodes) || b.nodes.length !== plan.nodes.length) {
    fail(`"nodes" must have one entry per internal node of the hierarchy (${plan.nodes.length})`);
  }
  const r = env.features.length;
  const nodes: TreeBoostNodeModel[] = plan.nodes.map((node, k) => {
    const entry = (b.nodes as unknown[])[k] as Partial<TreeBoostModelBody["nodes"][number]> | null;
    const where = `node ${k + 1} ("${node.name}")`;
    if (typeof entry !== "object" || entry === null || entry.node !== node.name) {
      fail(
        `${where}: expected the entry of "${node.name}" (internal nodes root first, parents before children)`,
      );
    }
    const e = entry as Partial<TreeBoostModelBody["nodes"][number]>;
    const columns = readColumns(e.columns, r, (d) => fail(`${where}: ${d}`));
    if (e.model === null) return { columns, model: null };
    let model: Model;
    try {
      model = loadBase(e.model, loc);
    } catch (cause) {
      if (isTextboostError(cause, "E_MODEL_VERSION")) throw cause;
      return fail(`${where}: ${(cause as Error).message}`, cause);
    }
    const outputs = node.outputs.map((o) => o.name);
    if (JSON.stringify(model.labels) !== JSON.stringify(outputs)) {
      fail(
        `${where}: its model's labels ${JSON.stringify(model.labels)} are not the node's outputs ${JSON.stringify(outputs)}`,
      );
    }
    if (
      model.features.length !== columns.length ||
      model.features.some((f, c) => f !== env.features[columns[c]!])
    ) {
      fail(`${where}: its model's features are not the features of its columns`);
    }
    return { columns, model };
  });
  const trace = b.trace;
  return treeBoostModel({
    labels: env.labels,
    features: env.features,
    plan,
    nodes,
    base: b.base as string,
    ...(trace && Array.isArray(trace.z) && Array.isArray(trace.loss) ? { trace } : {}),
    preprocessing: env.preprocessing,
    settings: typeof b.settings === "object" && b.settings !== null ? b.settings : {},
  });
}

function readTree(value: unknown, fail: (detail: string, cause?: unknown) => never): LabelTree {
  const t = value as Partial<TreeBoostModelBody["tree"]> | null | undefined;
  if (
    typeof t !== "object" ||
    t === null ||
    !Array.isArray(t.labels) ||
    !t.labels.every((l) => typeof l === "string") ||
    !Array.isArray(t.parent) ||
    !t.parent.every((p) => Number.isInteger(p))
  ) {
    return fail('"tree" must have "labels" (strings) and "parent" (integers)');
  }
  const descriptions =
    Array.isArray(t.descriptions) && t.descriptions.every((d) => typeof d === "string")
      ? t.descriptions
      : undefined;
  try {
    return labelTree({ labels: t.labels, parent: t.parent, ...(descriptions ? { descriptions } : {}) });
  } catch (e) {
    return fail(`the hierarchy is not a valid tree: ${(e as Error).message}`, e);
  }
}

function readColumns(value: unknown, r: number, fail: (detail: string) => never): Int32Array {
  if (!Array.isArray(value)) return fail('"columns" must be an array of feature ids');
  const out = new Int32Array(value.length);
  value.forEach((c, k) => {
    if (!Number.isInteger(c) || c < 0 || c >= r || (k > 0 && c <= value[k - 1])) {
      fail(`"columns" must be ascending feature ids in [0, ${r}); entry ${k} is ${JSON.stringify(c)}`);
    }
    out[k] = c;
  });
  return out;
}
