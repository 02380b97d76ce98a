import { findModelPrice } from "./find-model-price";
import { getConfiguredPrice } from "./get-configured-price";

/**
 * What prompt caching saved, in USD, on calls of one model: cache reads priced at the input
 * price minus what they cost, less the surcharge of cache writes (Anthropic). Negative when
 * writes cost more than reads saved; null for a model without a price.
 */
export function estimateCacheSaving(options: {
  provider: string;
  model: string;
  cachedInputTokens: number;
  cacheWriteTokens: number;
}): number | null {
  const price = findModelPrice({ ...options, configured: getConfiguredPrice() });
  if (!price) return null;
  const read = Math.max(0, options.cachedInputTokens) * (price.input - price.cachedInput);
  const write = Math.max(0, options.cacheWriteTokens) * (price.cacheWrite - price.input);
  return (read - write) / 1_000_000;
}
