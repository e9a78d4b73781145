import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { createStaleSlots } from "./stale-slots.js";

describe("createStaleSlots", () => {
  test.prop([fc.array(fc.nat(1_000_000), { maxLength: 3000 })])(
    "lists every slot added, in order, past its first capacity",
    (slots) => {
      const stale = createStaleSlots();
      for (const at of slots) stale.add(at);
      expect(stale.count).toBe(slots.length);
      expect(Array.from(stale.slots.subarray(0, stale.count))).toEqual(slots);
      expect(stale.lostTrack).toBe(false);
    },
  );

  test.prop([fc.array(fc.nat(1000), { maxLength: 20 })])(
    "-1 marks lost slots without listing it",
    (slots) => {
      const stale = createStaleSlots();
      for (const at of slots) stale.add(at);
      stale.add(-1);
      expect(stale.lostTrack).toBe(true);
      expect(stale.count).toBe(slots.length);
    },
  );
});
