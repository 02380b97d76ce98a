import { randomUUID } from "node:crypto";
import type { TClaimedJob } from "../queue/claim-judge-jobs";
import type { TComputedVerdict } from "../scoring/compute-judge-verdict";

/** The JudgeResult row that stores `verdict` for `job` (one writer for single and batched stores). */
export function toJudgeResultRow(options: { job: TClaimedJob; verdict: TComputedVerdict }) {
  const { job, verdict } = options;
  return {
    id: randomUUID(),
    runId: job.runId,
    jobId: job.id,
    patchId: job.patchId,
    sample: job.sample,
    label: verdict.label,
    thought: verdict.thought,
    justification: verdict.justification,
    confidence: verdict.confidence,
    score: verdict.score ?? null,
    cached: verdict.cached,
    llmCallId: verdict.llmCallId,
    requirements: verdict.requirements ? JSON.stringify(verdict.requirements) : null,
    grade: verdict.grade ?? null,
    dimensionGrades: verdict.dimensionGrades ?? null,
    modelLabel: verdict.modelLabel ?? null,
  };
}
