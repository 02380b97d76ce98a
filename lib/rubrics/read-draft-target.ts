import type { TEnvSource } from "@/lib/env/parse-env";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { llmEndpointOf } from "@/lib/llm/llm-endpoint-of";

/** The LLM a process drafts rubrics with: provider, model and the origin of its API (no key). */
export type TDraftTarget = { provider: string; model: string; endpoint: string | null };

/**
 * The LLM this environment drafts with (LLM_PROVIDER, LLM_MODEL, LLM_BASE_URL, as compose-draft
 * calls it), or null when no usable LLM is configured (only offline drafts then). Recorded on an
 * LLM draft job when it is queued, and compared by a draft worker before it claims one. Pure
 * (reads `env` only; never the key).
 */
export function readDraftTarget(options: { env?: TEnvSource } = {}): TDraftTarget | null {
  const llm = getLlmSettings({ env: options.env });
  if (!llm.configured || !llm.model) return null;
  return {
    provider: llm.provider,
    model: llm.model,
    endpoint: llmEndpointOf({ provider: llm.provider, baseUrl: llm.baseUrl }),
  };
}
