type TCount = number | null | undefined;

/** Cached tokens as a part of the input: never negative, never more than the input. */
export function splitInputTokens(options: {
  inputTokens: number;
  cachedInputTokens?: TCount;
  cacheWriteTokens?: TCount;
}): { uncached: number; cacheRead: number; cacheWrite: number } {
  const input = Math.max(0, options.inputTokens);
  const cacheRead = Math.min(input, Math.max(0, options.cachedInputTokens ?? 0));
  const cacheWrite = Math.min(input - cacheRead, Math.max(0, options.cacheWriteTokens ?? 0));
  return { uncached: input - cacheRead - cacheWrite, cacheRead, cacheWrite };
}
