import type { Prisma } from "@/lib/db/client";
import type { TJudgeLabel } from "../schemas";
import { summarizePatchJobs, type TPatchJob } from "./summarize-patch-jobs";

/** What a result row needs of each job. */
export const RESULT_JOB_SELECT = {
  patchId: true,
  sample: true,
  status: true,
  lastError: true,
  patch: {
    select: {
      externalId: true,
      tool: true,
      bug: { select: { externalId: true, bugType: true } },
    },
  },
  result: {
    select: {
      label: true,
      confidence: true,
      score: true,
      thought: true,
      justification: true,
      cached: true,
      grade: true,
      dimensionGrades: true,
      modelLabel: true,
    },
  },
} as const satisfies Prisma.JudgeJobSelect;
type TResultJob = Prisma.JudgeJobGetPayload<{ select: typeof RESULT_JOB_SELECT }>;

/**
 * One row per patch (key = internal patch id), in the order of the jobs' first appearance, with the consensus
 * where there is one (stored labels or, for repeated calls, the map already built); patches in `blinded` are left out and counted once each (`hidden`).
 */
export function groupResultRows(options: {
  jobs: readonly TResultJob[];
  blinded: ReadonlySet<string>;
  consensus: readonly { patchId: string; label: string }[] | ReadonlyMap<string, TJudgeLabel>;
}) {
  const { jobs, blinded } = options;
  const consensusOf =
    options.consensus instanceof Map
      ? options.consensus
      : new Map(
          (options.consensus as readonly { patchId: string; label: string }[]).map((c) => [
            c.patchId,
            c.label === "VALID" ? ("VALID" as const) : ("INVALID" as const),
          ]),
        );
  const byPatch = new Map<string, { facts: TResultJob["patch"]; jobs: TPatchJob[] }>();
  let hidden = 0;
  for (const job of jobs) {
    if (blinded.has(job.patchId)) {
      if (job.sample === 0) hidden += 1;
      continue;
    }
    const entry = byPatch.get(job.patchId) ?? { facts: job.patch, jobs: [] };
    entry.jobs.push(job);
    byPatch.set(job.patchId, entry);
  }
  const rows = [...byPatch].map(([key, { facts, jobs }]) => ({
    key,
    ...summarizePatchJobs({
      facts: {
        patchId: facts.externalId,
        bugId: facts.bug.externalId,
        bugType: facts.bug.bugType,
        tool: facts.tool,
        consensus: consensusOf.get(key) ?? null,
      },
      jobs,
    }),
  }));
  return { rows, hidden };
}
