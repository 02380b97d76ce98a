import { z } from "zod";
import { getLlmEnv } from "@/lib/env/get-llm-env";
import { KEY_VARIABLE, ZLlmProvider } from "@/lib/env/schema-llm";

export const ZLlmSettings = z.object({
  provider: ZLlmProvider,
  model: z.string().nullable(),
  /** Origin of LLM_BASE_URL only (scheme, host, port): no credentials, path or query. */
  baseUrl: z.string().nullable(),
  /** True when a call can be attempted: a provider, a model and its key (or a base URL for openai-compatible). */
  configured: z.boolean(),
  /** Name of the env var the key came from (never the key itself), or null. */
  keySource: z.string().nullable(),
  /** Each key variable the server reads and whether it is set (names only, never values). */
  keyVariables: z.array(z.object({ name: z.string(), set: z.boolean() })),
  /** Why the configuration is unusable, for the settings page; null when fine. */
  problem: z.string().nullable(),
});
export type TLlmSettings = z.infer<typeof ZLlmSettings>;

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Public, key-free view of the LLM configuration for a read-only settings page.
 * Never throws: an invalid configuration is reported in `problem`.
 */
export function getLlmSettings({
  env = process.env,
}: { env?: Record<string, string | undefined> } = {}): TLlmSettings {
  const keyVariables = Object.values(KEY_VARIABLE).map((name) => ({
    name,
    set: (env[name]?.trim() ?? "") !== "",
  }));
  let parsed;
  try {
    parsed = getLlmEnv({ env });
  } catch (err) {
    const problem = err instanceof Error ? err.message : "Invalid LLM configuration.";
    const provider = ZLlmProvider.safeParse(env.LLM_PROVIDER).data ?? "none";
    return {
      provider,
      model: null,
      baseUrl: null,
      configured: false,
      keySource: null,
      keyVariables,
      problem,
    };
  }
  const { provider, model, baseUrl, apiKey, keySource } = parsed;
  let problem: string | null = null;
  if (provider === "none") {
    problem =
      "No LLM provider is configured: set OPENAI_API_KEY, ANTHROPIC_API_KEY, GOOGLE_GENERATIVE_AI_API_KEY or LLM_BASE_URL.";
  } else if (provider !== "openai-compatible" && !apiKey) {
    problem = `LLM_PROVIDER=${provider} needs ${KEY_VARIABLE[provider]}.`;
  }
  return {
    provider,
    model,
    baseUrl: originOf(baseUrl),
    configured: problem === null && model !== null,
    keySource,
    keyVariables,
    problem,
  };
}
