import { getLlmEnv } from "@/lib/env/get-llm-env";
import { BASE_URL_VARIABLE, KEY_VARIABLE } from "@/lib/env/schema-llm";
import type { TEnvSource } from "@/lib/env/parse-env";

/**
 * An LLM target a worker can call: the provider, the origin of its base URL (null: the
 * provider's own API) and the NAME of the variable its key comes from (never the key).
 */
export type TJudgeTarget = { provider: string; baseUrl: string | null; keyVariable: string | null };

const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The providers a worker with this environment can judge with, as createJudgeModel resolves
 * them: every provider whose key variable is set, and openai-compatible when LLM_BASE_URL is its
 * server; LLM_BASE_URL redirects the configured provider only, ANTHROPIC_BASE_URL (…) its own provider. Pure (reads `env` only); an
 * invalid LLM configuration serves nothing.
 */
export function readJudgeTargets(options: { env?: TEnvSource } = {}): TJudgeTarget[] {
  const env = options.env ?? process.env;
  let base: ReturnType<typeof getLlmEnv>;
  try {
    base = getLlmEnv({ env });
  } catch {
    return [];
  }
  const targets: TJudgeTarget[] = [];
  for (const [provider, keyVariable] of Object.entries(KEY_VARIABLE)) {
    const own = BASE_URL_VARIABLE[provider as keyof typeof BASE_URL_VARIABLE];
    const baseUrl =
      (provider === base.provider ? originOf(base.baseUrl) : null) ??
      (own ? originOf(env[own]?.trim() || null) : null);
    const hasKey = Boolean(env[keyVariable]?.trim());
    if (provider === "openai-compatible") {
      if (baseUrl) targets.push({ provider, baseUrl, keyVariable: hasKey ? keyVariable : null });
    } else if (hasKey) targets.push({ provider, baseUrl, keyVariable });
  }
  return targets;
}
