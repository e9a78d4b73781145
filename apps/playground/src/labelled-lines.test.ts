import { fc, test } from "@fast-check/vitest";
import { isTextboostError } from "@textboost/core";
import { describe, expect, it } from "vitest";
import { parseLabelledLines } from "./labelled-lines.js";

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);

describe("parseLabelledLines", () => {
  test.prop([
    fc.array(
      fc.record({
        labels: fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
        text: fc.array(word, { minLength: 1, maxLength: 6 }),
      }),
      {
        maxLength: 8,
      },
    ),
  ])("reads back what the format writes", (docs) => {
    const text = docs.map((d) => `${d.labels.join(", ")} | ${d.text.join(" ")}`).join("\n\n");
    expect(parseLabelledLines(text)).toEqual(docs.map((d) => ({ labels: d.labels, text: d.text.join(" ") })));
  });

  it("keeps a | inside the text, drops repeated labels, and names the bad line", () => {
    expect(parseLabelledLines(" a, b ,a | x | y ")).toEqual([{ labels: ["a", "b"], text: "x | y" }]);
    for (const [input, message] of [
      ["a | ok\nno bar here", /line 2: no "\|"/],
      ["a | ok\n\n , | text", /line 3: no label/],
      ["a |   ", /line 1: no text/],
    ] as const) {
      try {
        parseLabelledLines(input);
        expect.unreachable();
      } catch (e) {
        expect(isTextboostError(e) && e.code).toBe("E_INPUT_FORMAT");
        expect((e as Error).message).toMatch(message);
        // The line is named once ("line 2: line 2:" was printed before).
        expect((e as Error).message.match(/line \d+/g)).toHaveLength(1);
      }
    }
  });
});
