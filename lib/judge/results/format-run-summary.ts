import type { TJudgeRunView } from "../judge-api.types";
import { countNoun } from "@/lib/text/count-noun";

type TRunSummary = Pick<
  TJudgeRunView,
  | "id"
  | "status"
  | "counts"
  | "llmCalls"
  | "cachedCalls"
  | "inputTokens"
  | "outputTokens"
  | "cachedInputTokens"
  | "cacheWriteTokens"
  | "costUsd"
  | "cacheSavingUsd"
>;

/**
 * The CLI's closing line for a run: jobs, calls, tokens (with the input the provider read from
 * its prompt cache, and its share) and the cost estimate with what the prompt cache saved.
 */
export function formatRunSummary(options: { run: TRunSummary }): string {
  const { run } = options;
  const share =
    run.inputTokens > 0 ? ` (${Math.round((100 * run.cachedInputTokens) / run.inputTokens)}%)` : "";
  const written = run.cacheWriteTokens > 0 ? `, ${run.cacheWriteTokens} written to it` : "";
  const cache =
    run.cachedInputTokens > 0 || run.cacheWriteTokens > 0
      ? `; ${run.cachedInputTokens} input tokens read from the prompt cache${share}${written}`
      : "";
  const saving =
    run.cacheSavingUsd === null || run.cacheSavingUsd === 0
      ? ""
      : run.cacheSavingUsd > 0
        ? ` (the prompt cache saved $${run.cacheSavingUsd.toFixed(4)})`
        : ` (cache writes cost $${(-run.cacheSavingUsd).toFixed(4)} more)`;
  const cost = run.costUsd === null ? "" : `, about $${run.costUsd.toFixed(4)}${saving}`;
  return `Run ${run.id} ${run.status}: ${run.counts.done} done, ${run.counts.failed} failed, ${countNoun({ count: run.llmCalls, one: "call" })} + ${run.cachedCalls} cached, ${countNoun({ count: run.inputTokens + run.outputTokens, one: "token" })}${cache}${cost}.`;
}
