import { createHash } from "node:crypto";

/**
 * A rater's new items in a stable pseudo-random order (hash of seed, rater and
 * patch), numbered from `start`: raters do not all meet the patches in the same
 * order, and the order survives reloads and rebalancing.
 */
export function orderQueue(options: {
  seed: string;
  raterId: string;
  patchIds: readonly string[];
  start: number;
}): { patchId: string; position: number }[] {
  const { seed, raterId, patchIds, start } = options;
  const key = (patchId: string) =>
    createHash("sha256").update(`${seed}\u0000${raterId}\u0000${patchId}`).digest("hex");
  return patchIds
    .map((patchId) => ({ patchId, k: key(patchId) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0))
    .map((p, i) => ({ patchId: p.patchId, position: start + i }));
}
