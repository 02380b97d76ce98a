import { z } from "zod";

const positiveInt = (fallback: number) => z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().default(fallback));

export const ZJudgeWorkerEnv = z.object({
  /** Jobs in flight per worker process, over all runs (each run also has its own limit). */
  JUDGE_WORKER_CONCURRENCY: positiveInt(64),
  /** How long a claimed job stays with its worker without a heartbeat; a dead worker's jobs return after it. */
  JUDGE_LEASE_MS: positiveInt(120_000),
  /** How often an idle worker looks for due jobs (it is also woken when a run is queued). */
  JUDGE_POLL_MS: positiveInt(1_000),
  LLM_TIMEOUT_MS: positiveInt(60_000),
  /** How long one attempt may take before the worker gives it up (default: the LLM timeout + 30 s). */
  JUDGE_JOB_DEADLINE_MS: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
});
export type TJudgeWorkerSettings = { maxConcurrent: number; leaseMs: number; pollMs: number; deadlineMs: number; baseDelayMs?: number };

/** The judge worker's settings from the environment; a bad value stops the worker with the variable's name. */
export function judgeWorkerSettings(env: Record<string, string | undefined> = process.env): TJudgeWorkerSettings {
  const parsed = ZJudgeWorkerEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  const e = parsed.data;
  return { maxConcurrent: e.JUDGE_WORKER_CONCURRENCY, leaseMs: e.JUDGE_LEASE_MS, pollMs: e.JUDGE_POLL_MS, deadlineMs: e.JUDGE_JOB_DEADLINE_MS ?? e.LLM_TIMEOUT_MS + 30_000 };
}
