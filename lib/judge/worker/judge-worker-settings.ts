import { getJudgeEnv } from "@/lib/env/get-judge-env";

export type TJudgeWorkerSettings = {
  maxConcurrent: number;
  leaseMs: number;
  pollMs: number;
  deadlineMs: number;
  baseDelayMs?: number;
};

/** The judge worker's settings from the environment (lib/env); a bad value stops the worker with the variable's name. */
export function judgeWorkerSettings(
  env: Record<string, string | undefined> = process.env,
): TJudgeWorkerSettings {
  const e = getJudgeEnv({ env });
  return {
    maxConcurrent: e.JUDGE_WORKER_CONCURRENCY,
    leaseMs: e.JUDGE_LEASE_MS,
    pollMs: e.JUDGE_POLL_MS,
    deadlineMs: e.JUDGE_JOB_DEADLINE_MS ?? e.LLM_TIMEOUT_MS + 30_000,
  };
}
