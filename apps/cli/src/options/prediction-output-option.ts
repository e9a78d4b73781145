import { Option } from "commander";
import { PREDICTION_FILE_FORMATS } from "../files/prediction-file.js";

/**
 * `predict --out-format csv|jsonl`: the format of `--out` when its extension does not say it (default:
 * the extension, `.csv` or `.jsonl`).
 */
export const predictionOutputFormatOption = (): Option =>
  new Option("--out-format <format>", "format of --out (default: its extension, .csv or .jsonl)").choices([
    ...PREDICTION_FILE_FORMATS,
  ]);
