import { withBuiltDist } from "../../vitest.shared.ts";

// Worker threads run the built dist: build it (and that of the packages it needs) when stale.
export default withBuiltDist;
