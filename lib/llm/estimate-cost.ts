/**
 * Approximate list prices in USD per million tokens (input, output), standard tier, no
 * caching or batch discounts, as published by the vendors in 2025. Estimates only: check
 * the vendor's price page before relying on a figure. Long-context surcharges are ignored.
 */
const PRICES: Record<string, Record<string, { input: number; output: number }>> = {
  openai: {
    "gpt-4.1": { input: 2.0, output: 8.0 },
    "gpt-4.1-mini": { input: 0.4, output: 1.6 },
    "gpt-4o-mini": { input: 0.15, output: 0.6 },
    "o4-mini": { input: 1.1, output: 4.4 },
  },
  anthropic: {
    "claude-sonnet-4-5": { input: 3.0, output: 15.0 },
    "claude-3-7-sonnet": { input: 3.0, output: 15.0 },
  },
  google: {
    "gemini-2.5-flash": { input: 0.3, output: 2.5 },
    "gemini-2.5-pro": { input: 1.25, output: 10.0 },
  },
};

// A dated or aliased snapshot of a listed model, e.g. gpt-4.1-mini-2025-04-14, claude-3-7-sonnet-20250219.
const SNAPSHOT_SUFFIX = /^(-\d{8}|-\d{4}-\d{2}-\d{2}|-latest)?$/;

/**
 * Share of the list price charged for calls sent through the provider's batch API: OpenAI Batch
 * and Anthropic Message Batches both bill batch requests at 50 % of the standard price.
 */
export const BATCH_PRICE_FACTOR: Record<string, number> = { openai: 0.5, anthropic: 0.5 };

/**
 * Estimated cost in USD of one call from the price table; null for an unknown model, an
 * openai-compatible server (self-hosted, no list price) or missing token counts. `batch`: the
 * call went through the provider's batch API, at its batch discount.
 */
export function estimateCost({
  provider,
  model,
  inputTokens,
  outputTokens,
  batch = false,
}: {
  provider: string;
  model: string;
  inputTokens: number | null | undefined;
  outputTokens: number | null | undefined;
  batch?: boolean;
}): number | null {
  const table = PRICES[provider];
  if (!table) return null;
  if (inputTokens == null || outputTokens == null) return null;
  const id = model.replace(/^models\//, "");
  const match = Object.keys(table)
    .filter((name) => id.startsWith(name) && SNAPSHOT_SUFFIX.test(id.slice(name.length)))
    .sort((a, b) => b.length - a.length)[0];
  const price = match ? table[match] : undefined;
  if (!price) return null;
  const factor = batch ? (BATCH_PRICE_FACTOR[provider] ?? 1) : 1;
  return ((inputTokens * price.input + outputTokens * price.output) / 1_000_000) * factor;
}
