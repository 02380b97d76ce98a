import type { TClaimedJob } from "../queue/claim-judge-jobs";
import { loadJudgeContext, type TJudgeContextCache } from "../worker/load-judge-context";
import type { TJudgeCallInput } from "./render-batch-request";

export type TJobInput =
  { job: TClaimedJob; input: TJudgeCallInput } | { job: TClaimedJob; input: null; reason: string };

/** What the online worker would judge each job with (lib/judge/worker loadJudgeContext), or why it cannot. */
export async function judgeCallInputs(options: {
  jobs: readonly TClaimedJob[];
  cache: TJudgeContextCache;
}): Promise<TJobInput[]> {
  const out: TJobInput[] = [];
  for (const job of options.jobs) {
    const context = await loadJudgeContext({ cache: options.cache, job });
    if (!context || !context.template) {
      out.push({ job, input: null, reason: "The run or its prompt is gone." });
      continue;
    }
    if (job.referenceVersionId && context.referenceText === null) {
      out.push({
        job,
        input: null,
        reason: "The rubric version given to this run no longer exists.",
      });
      continue;
    }
    out.push({
      job,
      input: {
        config: context.config,
        template: context.template,
        bug: context.bug,
        candidatePatch: context.candidatePatch,
        referenceText: context.referenceText,
        testInformation: context.testInformation,
        tests: context.tests,
        projectRules: context.projectRules,
        fewShot: context.fewShot,
        guidance: context.guidance,
        sample: job.sample,
      },
    });
  }
  return out;
}
