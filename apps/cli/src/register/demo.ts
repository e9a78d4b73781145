import type { Command } from "commander";
import type { CliIO } from "../io.js";
import { withExamples } from "../options/common-options.js";
import * as range from "../options/option-ranges.js";
import { inRange } from "../options/option-values.js";

/** Adds `demo`. */
export function registerDemo(program: Command, io: CliIO): void {
  withExamples(program.command("demo"), "textboost demo", "textboost demo --iterations 500 --seed 7 --json")
    .description("train AdaBoost.MH and MP-Boost on the embedded synthetic corpus and print test measures")
    .option("--iterations <S>", "boosting rounds", inRange("--iterations", range.ROUNDS), 200)
    .option("--seed <n>", "seed of the synthetic corpus", inRange("--seed", range.SEED), 1)
    .option("--json", "print JSON", false)
    .action(async (o) => {
      const { demo } = await import("../commands/demo.js");
      await demo({ iterations: o.iterations, seed: o.seed, json: o.json }, io);
    });
}
