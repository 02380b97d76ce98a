import { AppError } from "@/lib/errors/app-error";

/**
 * mulberry32: a small seeded PRNG returning floats in [0, 1); the same seed gives the same
 * sequence on every platform, so bootstrap intervals are reproducible.
 */
export function createRandom(options: { seed: number }): () => number {
  const { seed } = options;
  if (!Number.isInteger(seed))
    throw new AppError("INVALID_INPUT", `The seed must be an integer, got ${seed}.`);
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
