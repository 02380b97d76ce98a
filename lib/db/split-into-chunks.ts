import { MAX_BOUND_VALUES } from "./for-chunks";

/** `items` in consecutive slices of at most `size` (default MAX_BOUND_VALUES), for statements built up front. */
export function splitIntoChunks<T>(options: { items: readonly T[]; size?: number }): T[][] {
  const { items } = options;
  const size = Math.max(1, Math.floor(options.size ?? MAX_BOUND_VALUES));
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
