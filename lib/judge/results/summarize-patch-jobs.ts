import type { TJudgeLabel } from "../schemas";
import { majorityVote } from "../scoring/majority-vote";
import { medianGrade } from "../scoring/median-grade";
import type { TJudgeExportRow, TJudgeExportSample } from "./schemas-export";

export type TPatchJob = {
  sample: number;
  status: string;
  lastError: string | null;
  result: {
    label: string;
    confidence: number | null;
    /** External runs: the imported score. */
    score?: number | null;
    thought: string;
    justification: string;
    cached: boolean;
    /** Graded configurations: the grade, dimension grades (JSON) and an overridden model label. */
    grade?: number | null;
    dimensionGrades?: string | null;
    modelLabel?: string | null;
  } | null;
};
type TPatchFacts = {
  patchId: string;
  bugId: string;
  bugType: string | null;
  tool: string | null;
  consensus: TJudgeLabel | null;
};

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * One patch's row of a run from its sample jobs: the majority label of the finished
 * samples, the mean confidence and the mean imported score (each null if any sample has none), agreement with the consensus,
 * and a status (pending while any sample is open; failed if any failed; else done or cancelled).
 * The export adds the history of consensus changes (export-judge-results).
 */
export function summarizePatchJobs(options: {
  facts: TPatchFacts;
  jobs: readonly TPatchJob[];
}): Omit<TJudgeExportRow, "consensusChanges"> {
  const { facts, jobs } = options;
  const samples: TJudgeExportSample[] = jobs
    .filter((j) => j.status === "done" && j.result)
    .map((j): TJudgeExportSample => ({
      sample: j.sample,
      label: j.result!.label === "VALID" ? "VALID" : "INVALID",
      confidence: j.result!.confidence,
      score: j.result!.score ?? null,
      thought: j.result!.thought,
      justification: j.result!.justification,
      cached: j.result!.cached,
      ...gradeOf(j.result!),
    }))
    .sort((a, b) => a.sample - b.sample);
  const vote = majorityVote({ labels: samples.map((s) => s.label) });
  const confidences = samples.map((s) => s.confidence);
  const confidence =
    confidences.length > 0 && confidences.every((c) => c !== null)
      ? mean(confidences as number[])
      : null;
  const scores = samples.map((s) => s.score);
  const score =
    scores.length > 0 && scores.every((c) => c !== null) ? mean(scores as number[]) : null;
  const open = jobs.some((j) => j.status === "pending" || j.status === "running");
  const failed = jobs.find((j) => j.status === "failed");
  const status = open
    ? "pending"
    : failed
      ? "failed"
      : jobs.every((j) => j.status === "done")
        ? "done"
        : "cancelled";
  const label = vote?.label ?? null;
  // A graded run's rows carry their grade (the samples' lower median; its collapse is the
  // majority label, ties to INVALID alike); binary rows keep exactly their old fields.
  const graded = jobs.some((j) => j.result?.grade !== null && j.result?.grade !== undefined);
  return {
    ...facts,
    label,
    valid: vote?.valid ?? 0,
    invalid: vote?.invalid ?? 0,
    tie: vote?.tie ?? false,
    confidence,
    score,
    agrees: label !== null && facts.consensus !== null ? label === facts.consensus : null,
    status,
    error: failed?.lastError ?? null,
    samples,
    ...(graded ? summarizeGrades({ samples }) : {}),
  };
}

/** A sample's grade fields, present only when it has a grade (binary rows stay as they were). */
function gradeOf(result: NonNullable<TPatchJob["result"]>) {
  if (result.grade === null || result.grade === undefined) return {};
  return {
    grade: result.grade,
    dimensionGrades: result.dimensionGrades
      ? (JSON.parse(result.dimensionGrades) as Record<string, number>)
      : null,
    modelLabel: (result.modelLabel === "VALID" || result.modelLabel === "INVALID"
      ? result.modelLabel
      : null) as TJudgeLabel | null,
  };
}

/** The patch's grade: the lower median of its samples' (documented in docs/judge.md). */
function summarizeGrades(options: { samples: readonly TJudgeExportSample[] }) {
  const { samples } = options;
  const grade = medianGrade({ grades: samples.flatMap((s) => (s.grade ? [s.grade] : [])) });
  const keys = [...new Set(samples.flatMap((s) => Object.keys(s.dimensionGrades ?? {})))];
  const dimensionGrades = Object.fromEntries(
    keys.map((key) => [
      key,
      medianGrade({
        grades: samples.flatMap((s) => {
          const g = s.dimensionGrades?.[key];
          return g ? [g] : [];
        }),
      })!,
    ]),
  );
  return { grade, dimensionGrades: keys.length > 0 ? dimensionGrades : null };
}
