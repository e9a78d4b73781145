import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { wasmRegions } from "./wasm-engine.js";
import { roomOf, type WeightsMemory, weightsMemoryRegions } from "./weights-memory.js";

describe("weightsMemoryRegions and roomOf", () => {
  test.prop([
    fc.integer({ min: 1, max: 300 }),
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: 1, max: 4 }),
  ])(
    "every room's share of a region lies in the region, and no two rooms touch the same cache line",
    (g, m, rooms) => {
      const sizes = weightsMemoryRegions(g, m, rooms);
      const { at } = wasmRegions(sizes);
      const held = {
        documents: 4 * g,
        sides: 16 * m,
        coefficients: 16 * m,
        dots: 8 * g,
        bounds: 32 * m,
        open: 4 * m,
      };
      const region = {
        documents: "termDocuments",
        sides: "termSides",
        coefficients: "dotCoefficients",
        dots: "documentDots",
        bounds: "labelBounds",
        open: "openLabels",
      } as const;
      const lines = new Map<number, number>();
      for (let room = 0; room < rooms; room++) {
        const memory = { at, room, rooms } as unknown as WeightsMemory;
        const offsets = roomOf(memory, g, m);
        for (const key of Object.keys(held) as (keyof typeof held)[]) {
          const start = offsets[key];
          const end = start + held[key];
          const name = region[key];
          expect(start).toBeGreaterThanOrEqual(at[name]);
          expect(end).toBeLessThanOrEqual(at[name] + sizes[name]);
          for (let line = Math.floor(start / 64); line <= Math.floor((end - 1) / 64); line++) {
            expect(lines.get(line) ?? room).toBe(room);
            lines.set(line, room);
          }
        }
      }
    },
  );
});
