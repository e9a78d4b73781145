import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import type { CliIO } from "./io.js";
import { startProgress } from "./progress.js";
import { createPacer } from "./progress-pacer.js";
import { stepProgress } from "./step-progress.js";

/** A non-terminal standard error that records its lines, and a clock the test moves. */
function fakeTerminal() {
  const lines: string[] = [];
  const clock = { t: 1_000 };
  const io: CliIO = {
    out: () => {},
    err: (text) => lines.push(text),
    interactive: false,
    cwd: "/",
    readStdin: async () => "",
  };
  return { io, lines, clock, now: () => clock.t };
}

/** Increasing times after the start (ms), as steps of 0 to 5 s. */
const arbSteps = fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 60 });

describe("createPacer", () => {
  test.prop([fc.integer({ min: 1, max: 4 }), arbSteps])(
    "lets a line through exactly when a whole period has passed since the last one (or the start)",
    (seconds, steps) => {
      let t = 500;
      const pacer = createPacer(seconds, () => t);
      let last = 500;
      for (const step of steps) {
        t += step;
        const expected = t - last >= seconds * 1000;
        expect(pacer.due()).toBe(expected);
        if (expected) last = t;
      }
    },
  );

  it("never lets a line through with a period of 0", () => {
    let t = 0;
    const pacer = createPacer(0, () => t);
    for (t = 0; t < 100_000; t += 7_000) expect(pacer.due()).toBe(false);
  });

  it("counts elapsed seconds from its start on the given clock", () => {
    let t = 2_000;
    const pacer = createPacer(10, () => t);
    t = 14_500;
    expect(pacer.elapsedSeconds()).toBe(12.5);
  });
});

describe("progress lines paced by --log-every", () => {
  test.prop([fc.integer({ min: 1, max: 3 }), arbSteps])(
    "a step prints at most one line a period, what is done out of what, with the seconds since its start",
    (seconds, steps) => {
      const { io, lines, clock, now } = fakeTerminal();
      const start = clock.t;
      const step = stepProgress(io, "vectorising the training texts", { logEverySeconds: seconds, now });
      const printedAt: number[] = [];
      steps.forEach((s, i) => {
        clock.t += s;
        const before = lines.length;
        step.update(i + 1, steps.length, "documents");
        if (lines.length > before) printedAt.push(clock.t);
      });
      let previous = start;
      for (const [k, t] of printedAt.entries()) {
        expect(t - previous).toBeGreaterThanOrEqual(seconds * 1000);
        previous = t;
        expect(lines[k]).toMatch(
          new RegExp(
            `^textboost: vectorising the training texts: \\d+/${steps.length} documents \\(\\d+%\\), `,
          ),
        );
        expect(lines[k]).toContain(`, ${((t - start) / 1000).toFixed(1)} s\n`);
      }
      // a step of a whole period after the last line always prints
      const before = lines.length;
      clock.t = previous + seconds * 1000;
      step.update(1, 1, "documents");
      expect(lines.length).toBe(before + 1);
    },
  );

  it("the rounds' display and a step's print nothing with --log-every 0, however long", () => {
    const { io, lines, clock, now } = fakeTerminal();
    const rounds = startProgress(io, "training adaboost-mh", 10, { logEverySeconds: 0, now });
    const step = stepProgress(io, "reading the data", { logEverySeconds: 0, now });
    for (let i = 1; i <= 10; i++) {
      clock.t += 60_000;
      rounds.update(i, "1280/30000 features scanned");
      step.update(i, 10, "MB of x.arff");
    }
    expect(lines).toEqual([]);
  });

  it("the rounds' display shows the detail of a long round within the period, not only when it ends", () => {
    const { io, lines, clock, now } = fakeTerminal();
    const rounds = startProgress(io, "training adaboost-mh", 100, { logEverySeconds: 10, now });
    clock.t += 9_999;
    rounds.update(3, "640/30000 features scanned");
    expect(lines).toEqual([]);
    clock.t += 1;
    rounds.update(3, "1280/30000 features scanned");
    expect(lines).toEqual([
      "textboost: training adaboost-mh: 3/100 (3%), 1280/30000 features scanned, 10.0 s\n",
    ]);
  });

  it("shows fractional amounts (megabytes) with one decimal", () => {
    const { io, lines, clock, now } = fakeTerminal();
    const step = stepProgress(io, "reading the data", { logEverySeconds: 1, now });
    clock.t += 1_000;
    step.update(12.3, 45.6, "MB of medical.arff");
    expect(lines).toEqual(["textboost: reading the data: 12.3/45.6 MB of medical.arff (26%), 1.0 s\n"]);
  });
});
