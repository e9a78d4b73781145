import { jobName } from "@textboost/distributed";
import { describe, expect, it } from "vitest";
import { writeMulanDir } from "../test-support/vector-data.js";
import { checkExperimentSpec, experimentJobs, type GridSpec } from "./experiment-job.js";

const SPEC = { algorithm: "adaboost-mh", iterations: 10, format: "mulan", folds: 3, fold: 0, seed: 0 };

/** What checking `spec` throws ("passes" when nothing). */
function refusal(spec: Record<string, unknown>): string {
  try {
    checkExperimentSpec(spec, "spec");
    return "passes";
  } catch (e) {
    return `${(e as { code?: string }).code}: ${(e as Error).message}`;
  }
}

describe("an experiment job's --seed, --shrinkage and --bins, read back from the queue", () => {
  it("takes them in train's ranges, on the algorithms that take them", () => {
    expect(refusal({ ...SPEC, shrinkage: 0.25, bins: 1024 })).toBe("passes");
    expect(refusal({ ...SPEC, algorithm: "mlrf", algorithmSeed: 2_147_483_647 })).toBe("passes");
    expect(refusal({ ...SPEC, algorithm: "adaboost-lc", bins: 1 })).toBe("passes");
  });

  it("refuses them out of range, of another type, or on an algorithm that does not take them", () => {
    expect(refusal({ ...SPEC, shrinkage: 2 })).toMatch(
      /^E_INPUT_FORMAT: spec\.shrinkage must be a number in \(0, 1\], not 2/,
    );
    expect(refusal({ ...SPEC, shrinkage: 0 })).toMatch(/spec\.shrinkage must be a number in \(0, 1\], not 0/);
    expect(refusal({ ...SPEC, shrinkage: "0.5" })).toMatch(/spec\.shrinkage must be a number/);
    expect(refusal({ ...SPEC, bins: 0 })).toMatch(/spec\.bins must be a whole number from 1 to 1024, not 0/);
    expect(refusal({ ...SPEC, bins: 2.5 })).toMatch(/spec\.bins must be a whole number/);
    expect(refusal({ ...SPEC, algorithm: "mlrf", algorithmSeed: 2 ** 31 })).toMatch(
      /spec\.algorithmSeed must be a whole number from 0 to 2147483647/,
    );
    expect(refusal({ ...SPEC, algorithmSeed: 3 })).toMatch(
      /^E_INPUT_FORMAT: spec\.algorithmSeed is not a field of a adaboost-mh job \(it makes no random choice\)/,
    );
    expect(refusal({ ...SPEC, algorithm: "mlrf", shrinkage: 0.5 })).toMatch(
      /spec\.shrinkage is not a field of a mlrf job/,
    );
    expect(refusal({ ...SPEC, algorithm: "mlrf", bins: 8 })).toMatch(
      /spec\.bins is not a field of a mlrf job/,
    );
  });

  it("records them in the jobs of the algorithms that take them, so their hashes differ", () => {
    const data = writeMulanDir(12, 2);
    const grid: GridSpec = {
      algorithms: ["adaboost-mh", "mlrf"],
      format: "mulan",
      data: [data],
      folds: 2,
      iterations: [3],
      seeds: [0],
    };
    const plain = experimentJobs(grid);
    const given = experimentJobs({ ...grid, algorithmSeed: 4, shrinkage: 0.5, bins: 16 });
    const byAlgorithm = (jobs: typeof plain, algorithm: string) =>
      jobs.filter((j) => j.spec.algorithm === algorithm);
    for (const job of byAlgorithm(given, "adaboost-mh")) {
      expect(job.spec).toMatchObject({ shrinkage: 0.5, bins: 16 });
      expect(job.spec.algorithmSeed).toBeUndefined();
    }
    for (const job of byAlgorithm(given, "mlrf")) {
      expect(job.spec.algorithmSeed).toBe(4);
      expect(job.spec.shrinkage).toBeUndefined();
      expect(job.spec.bins).toBeUndefined();
    }
    const names = (jobs: typeof plain) => jobs.map(jobName);
    for (const name of names(given)) expect(names(plain)).not.toContain(name);
    // Without them, a job is what it was before the options existed.
    for (const job of plain)
      expect(Object.keys(job.spec).sort()).toEqual([
        "algorithm",
        "fold",
        "folds",
        "format",
        "iterations",
        "seed",
      ]);
  });
});
