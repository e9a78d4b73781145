import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { normalizeText } from "./normalize-text.js";

describe("normalizeText", () => {
  it("applies NFKC then lowercase by default", () => {
    expect(normalizeText("Ｆｉｎａｌ ﬁgures Ⅻ")).toBe("final figures xii");
    expect(normalizeText("Cafe\u0301")).toBe("café");
    expect(normalizeText("")).toBe("");
  });

  it("honours each switch", () => {
    expect(normalizeText("ﬁ Ä", { nfkc: false })).toBe("ﬁ ä");
    expect(normalizeText("ﬁ Ä", { lowercase: false })).toBe("fi Ä");
    expect(normalizeText("ﬁ Ä", { nfkc: false, lowercase: false })).toBe("ﬁ Ä");
  });

  test.prop([fc.string({ unit: "binary", maxLength: 40 }), fc.boolean(), fc.boolean()])(
    "is idempotent",
    (s, nfkc, lowercase) => {
      const once = normalizeText(s, { nfkc, lowercase });
      expect(normalizeText(once, { nfkc, lowercase })).toBe(once);
    },
  );
});
