import { KEY_VARIABLE } from "@/lib/env/schema-llm";
import type { TEnvSource } from "@/lib/env/parse-env";
import { readJudgeTargets } from "./read-judge-targets";
import { servesJudgeProvider } from "./serves-judge-provider";

export type TProviderReach = {
  /** This server (and the workers it starts) can call the provider: runs and the test bench may use it. */
  runnable: boolean;
  /** Why not, and what to set: "cannot run here: set OPENAI_API_KEY"; null when runnable. */
  reason: string | null;
};

/**
 * Whether this server's environment reaches a judge provider, as its workers decide
 * (readJudgeTargets: a provider with its key variable set; openai-compatible when LLM_PROVIDER
 * names it with LLM_BASE_URL; the baseline always), and otherwise which variable to set. Names
 * variables, never their values. Pure (reads `env` only).
 */
export function describeProviderReach(options: {
  provider: string;
  env?: TEnvSource;
}): TProviderReach {
  const { provider } = options;
  const targets = readJudgeTargets({ env: options.env ?? process.env });
  if (servesJudgeProvider({ targets, provider })) return { runnable: true, reason: null };
  const variable =
    provider === "openai-compatible"
      ? "LLM_PROVIDER=openai-compatible and LLM_BASE_URL"
      : (KEY_VARIABLE[provider as keyof typeof KEY_VARIABLE] ?? null);
  return {
    runnable: false,
    reason: variable
      ? `cannot run here: set ${variable}`
      : `cannot run here: ${provider} is not a provider this server knows`,
  };
}
