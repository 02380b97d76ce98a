// What bench/judge-throughput.ts and its child bench/judge-throughput-run.ts share.
import type { TProfileSummary } from "./cpu-profile-summary";

/** Prefix of the child's one result line on stdout. */
export const RUN_MARKER = "JUDGE_BENCH_RESULT ";
/** Candidate patches per bug. */
export const PER_BUG = 5;
export type TRunResult = {
  engine: string;
  /** Worker processes (0: one worker inside the measuring process, as when profiled). */
  processes: number;
  concurrency: number;
  items: number;
  results: number;
  failed: number;
  llmCalls: number;
  cachedCalls: number;
  wallMs: number;
  cpuMsPerPatch: number;
  seedMs: number;
  profile: TProfileSummary | null;
};
