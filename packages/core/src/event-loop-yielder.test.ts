import { expect, it } from "vitest";
import { eventLoopYielder } from "./event-loop-yielder.js";

it("lets a timer fire during a long loop, and returns at once in between", async () => {
  let fired = false;
  setTimeout(() => {
    fired = true;
  }, 0);
  const pause = eventLoopYielder(5);
  const start = Date.now();
  while (!fired && Date.now() - start < 2000) {
    const spin = Date.now();
    while (Date.now() - spin < 2) {
      // busy work between rounds
    }
    await pause();
  }
  expect(fired).toBe(true);
});
