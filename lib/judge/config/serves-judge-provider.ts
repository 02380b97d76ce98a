import { llmEndpointOf } from "@/lib/llm/llm-endpoint-of";
import type { TJudgeTarget } from "./read-judge-targets";

/**
 * Whether a worker serving `targets` can judge with `provider` (the baseline calls no LLM) and,
 * when `endpoint` is given (a provider batch already sent there), reaches that same endpoint:
 * the batch's id means nothing to another server.
 */
export function servesJudgeProvider(options: {
  targets: readonly TJudgeTarget[];
  provider: string;
  endpoint?: string | null;
}): boolean {
  const { targets, provider, endpoint } = options;
  if (provider === "baseline") return true;
  return targets.some(
    (t) =>
      t.provider === provider &&
      (endpoint == null ||
        llmEndpointOf({ provider: t.provider, baseUrl: t.baseUrl }) === endpoint),
  );
}
