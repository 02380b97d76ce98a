import { getJudgeEnv } from "@/lib/env/get-judge-env";
import type { TEnvSource } from "@/lib/env/parse-env";

export type TJobWorkerSettings = {
  maxConcurrent: number;
  leaseMs: number;
  pollMs: number;
  deadlineMs: number;
  baseDelayMs?: number;
};

/**
 * The background workers' settings from the environment (lib/env): the judge worker takes them
 * all, the rubric draft worker its lease and per-job deadline. The variables keep their JUDGE_
 * names; a bad value stops the worker with the variable's name.
 */
export function readJobWorkerSettings(options: { env?: TEnvSource } = {}): TJobWorkerSettings {
  const e = getJudgeEnv({ env: options.env ?? process.env });
  return {
    maxConcurrent: e.JUDGE_WORKER_CONCURRENCY,
    leaseMs: e.JUDGE_LEASE_MS,
    pollMs: e.JUDGE_POLL_MS,
    deadlineMs: e.JUDGE_JOB_DEADLINE_MS ?? e.LLM_TIMEOUT_MS + 30_000,
  };
}
