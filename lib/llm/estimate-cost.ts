import { findModelPrice } from "./find-model-price";
import { splitInputTokens } from "./split-input-tokens";

type TCount = number | null | undefined;

/**
 * Estimated cost in USD of one call from the price table (lib/llm/find-model-price.ts): input
 * read from the provider's prompt cache at the cached-input price, input written to it at the
 * cache-write price, the rest of the input and the output at their list prices. `inputTokens`
 * counts every input token, cached ones included (as the AI SDK reports it). Null for an
 * unknown model, an openai-compatible server or missing input/output counts.
 */
export function estimateCost(options: {
  provider: string;
  model: string;
  inputTokens: TCount;
  outputTokens: TCount;
  cachedInputTokens?: TCount;
  cacheWriteTokens?: TCount;
}): number | null {
  const { inputTokens, outputTokens } = options;
  if (inputTokens == null || outputTokens == null) return null;
  const price = findModelPrice(options);
  if (!price) return null;
  const input = splitInputTokens({ ...options, inputTokens });
  return (
    (input.uncached * price.input +
      input.cacheRead * price.cachedInput +
      input.cacheWrite * price.cacheWrite +
      outputTokens * price.output) /
    1_000_000
  );
}
