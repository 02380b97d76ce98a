import type { TJudgeTarget } from "./read-judge-targets";

/** Whether a worker serving `targets` can judge with `provider` (the baseline calls no LLM). */
export function servesJudgeProvider(options: {
  targets: readonly TJudgeTarget[];
  provider: string;
}): boolean {
  const { targets, provider } = options;
  return provider === "baseline" || targets.some((t) => t.provider === provider);
}
