import { mergeConfig } from "vitest/config";
import { sharedConfig } from "../../vitest.shared.ts";

// Worker threads run the built dist (Node 20 cannot load .ts in a worker): build it when stale.
export default mergeConfig(sharedConfig, { test: { globalSetup: ["./test/build-dist.ts"] } });
