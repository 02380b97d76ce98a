import { getLlmEnv } from "@/lib/env/get-llm-env";
import { parseEnv } from "@/lib/env/parse-env";
import { BASE_URL_VARIABLE, ZLlmVars } from "@/lib/env/schema-llm";

/**
 * The base URL a judge configuration's `provider` is called at: LLM_BASE_URL when it is the
 * configured provider (LLM_PROVIDER), else that provider's own endpoint variable
 * (ANTHROPIC_BASE_URL, …); null for the provider's own API. createJudgeModel calls there, and the
 * batch path keys its answers by it (the cache scope), so both agree.
 */
export function resolveJudgeBaseUrl(options: {
  provider: string;
  env?: Record<string, string | undefined>;
}): string | null {
  const { provider, env = process.env } = options;
  const base = getLlmEnv({ env });
  const own = BASE_URL_VARIABLE[provider as keyof typeof BASE_URL_VARIABLE];
  const vars = parseEnv({ schema: ZLlmVars, env });
  return (provider === base.provider ? base.baseUrl : null) ?? (own ? (vars[own] ?? null) : null);
}
