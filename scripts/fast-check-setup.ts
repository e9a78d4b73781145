import fc from "fast-check";

// In CI the property tests replay one fixed seed, so a run is reproducible and a random
// counterexample found elsewhere cannot block a landing unseen; set FC_SEED to explore another.
// Locally every run draws a new seed (printed with any failure, to replay with FC_SEED).
const seed = process.env.FC_SEED ?? (process.env.CI ? "20261121" : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
