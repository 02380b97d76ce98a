import { findModelPrice } from "./find-model-price";
import { getConfiguredPrice } from "./get-configured-price";
import { splitInputTokens } from "./split-input-tokens";

type TCount = number | null | undefined;

/**
 * Share of the list price charged for calls sent through the provider's batch API: OpenAI Batch
 * and Anthropic Message Batches both bill batch requests at 50 % of the standard price.
 */
export const BATCH_PRICE_FACTOR: Record<string, number> = { openai: 0.5, anthropic: 0.5 };

/**
 * Estimated cost in USD of one call from the price table (lib/llm/find-model-price.ts): input
 * read from the provider's prompt cache at the cached-input price, input written to it at the
 * cache-write price, the rest of the input and the output at their list prices. `inputTokens`
 * counts every input token, cached ones included (as the AI SDK reports it). Null for an
 * unknown model, an openai-compatible server or missing input/output counts. `batch`: the call
 * went through the provider's batch API, at its batch discount (on top of any cache pricing).
 */
export function estimateCost(options: {
  provider: string;
  model: string;
  inputTokens: TCount;
  outputTokens: TCount;
  cachedInputTokens?: TCount;
  cacheWriteTokens?: TCount;
  batch?: boolean;
}): number | null {
  const { inputTokens, outputTokens } = options;
  if (inputTokens == null || outputTokens == null) return null;
  const price = findModelPrice({ ...options, configured: getConfiguredPrice() });
  if (!price) return null;
  const input = splitInputTokens({ ...options, inputTokens });
  const factor = options.batch ? (BATCH_PRICE_FACTOR[options.provider] ?? 1) : 1;
  return (
    ((input.uncached * price.input +
      input.cacheRead * price.cachedInput +
      input.cacheWrite * price.cacheWrite +
      outputTokens * price.output) /
      1_000_000) *
    factor
  );
}
