import { z } from "zod";
import { unsetIfEmpty } from "./unset-if-empty";

const positiveInt = (fallback: number) =>
  unsetIfEmpty(z.coerce.number().int().positive().default(fallback));

/** The background judge worker (in the server and in `rubricate worker`). */
export const ZJudgeEnv = z.object({
  /**
   * Where the server runs judge jobs and provider batches: inline (in the web server's own
   * process), process (a `rubricate worker` child process started and stopped with the server,
   * so a large run never competes with page requests for the server's one JavaScript thread) or
   * off (only separately started `rubricate worker` processes judge).
   */
  JUDGE_WORKER: unsetIfEmpty(z.enum(["inline", "process", "off"]).default("process")),
  /**
   * Judge calls in flight over all runs: in the server's worker processes together (split evenly
   * among them), or per separately started `rubricate worker` (each run also has its own limit).
   */
  JUDGE_WORKER_CONCURRENCY: positiveInt(64),
  /**
   * How many worker processes the server starts with JUDGE_WORKER=process. One leaves the other
   * cores to the server (and the database); more help on machines with cores to spare when the
   * worker's one JavaScript thread is the limit (bench/RESULTS.md, Judge throughput).
   */
  JUDGE_WORKER_PROCESSES: unsetIfEmpty(z.coerce.number().int().positive().max(32).default(1)),
  /** How long a claimed job stays with its worker without a heartbeat; a dead worker's jobs return after it. */
  JUDGE_LEASE_MS: positiveInt(120_000),
  /** How often an idle worker looks for due jobs (it is also woken when a run is queued). */
  JUDGE_POLL_MS: positiveInt(1_000),
  /** How long one attempt may take before the worker gives it up (default: LLM_TIMEOUT_MS + 30 s). */
  JUDGE_JOB_DEADLINE_MS: unsetIfEmpty(z.coerce.number().int().positive().optional()),
  /** How often a submitted provider batch (batch-mode runs) is asked for its status. */
  JUDGE_BATCH_POLL_MS: positiveInt(30_000),
});
