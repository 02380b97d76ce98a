/** USD per million tokens. `cachedInput`: input read from the prompt cache; `cacheWrite`: input written to it. */
export type TModelPrice = {
  input: number;
  cachedInput: number;
  cacheWrite: number;
  output: number;
};

/** When the prices below were taken from the vendors' price pages (standard tier, no batch discount). */
export const PRICES_AS_OF = "2025-09";

/**
 * Approximate list prices in USD per million tokens, standard tier, no batch discount, as the
 * vendors published them in mid-2025 (PRICES_AS_OF). Estimates only: check the vendor's price
 * page before relying on a figure. Long-context surcharges and cache storage fees are ignored.
 * - OpenAI caches prompts of 1,024 tokens or more by itself; cached input is billed at a quarter
 *   (half for gpt-4o-mini) of the input price, and writing the cache costs nothing extra.
 * - Anthropic caches up to `cache_control` breakpoints: reads at a tenth of the input price,
 *   writes (5-minute lifetime) at 1.25 times it.
 * - Google (implicit caching on Gemini 2.5) bills cached input at a quarter of the input price.
 */
export const MODEL_PRICES: Record<string, Record<string, TModelPrice>> = {
  openai: {
    "gpt-4.1": { input: 2.0, cachedInput: 0.5, cacheWrite: 2.0, output: 8.0 },
    "gpt-4.1-mini": { input: 0.4, cachedInput: 0.1, cacheWrite: 0.4, output: 1.6 },
    "gpt-4o-mini": { input: 0.15, cachedInput: 0.075, cacheWrite: 0.15, output: 0.6 },
    "o4-mini": { input: 1.1, cachedInput: 0.275, cacheWrite: 1.1, output: 4.4 },
  },
  anthropic: {
    "claude-sonnet-4-5": { input: 3.0, cachedInput: 0.3, cacheWrite: 3.75, output: 15.0 },
    "claude-3-7-sonnet": { input: 3.0, cachedInput: 0.3, cacheWrite: 3.75, output: 15.0 },
  },
  google: {
    "gemini-2.5-flash": { input: 0.3, cachedInput: 0.075, cacheWrite: 0.3, output: 2.5 },
    "gemini-2.5-pro": { input: 1.25, cachedInput: 0.31, cacheWrite: 1.25, output: 10.0 },
  },
};

// A dated or aliased snapshot of a listed model, e.g. gpt-4.1-mini-2025-04-14, claude-3-7-sonnet-20250219.
const SNAPSHOT_SUFFIX = /^(-\d{8}|-\d{4}-\d{2}-\d{2}|-latest)?$/;

/**
 * The price of a listed model or one of its dated snapshots, else the price the configuration
 * sets for its model (`configured`: LLM_PRICE for LLM_MODEL); null when neither knows it.
 */
export function findModelPrice(options: {
  provider: string;
  model: string;
  configured?: { provider: string; model: string | null; price: TModelPrice | null } | null;
}): TModelPrice | null {
  const listed = findListedPrice(options);
  if (listed) return listed;
  const set = options.configured;
  return set?.price && set.provider === options.provider && set.model === options.model
    ? set.price
    : null;
}

function findListedPrice(options: { provider: string; model: string }): TModelPrice | null {
  const table = MODEL_PRICES[options.provider];
  if (!table) return null;
  const id = options.model.replace(/^models\//, "");
  const match = Object.keys(table)
    .filter((name) => id.startsWith(name) && SNAPSHOT_SUFFIX.test(id.slice(name.length)))
    .sort((a, b) => b.length - a.length)[0];
  return match ? (table[match] ?? null) : null;
}
