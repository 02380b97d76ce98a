import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "@/lib/judge/schemas";
import { seedSyntheticProject } from "./seed-synthetic-project";

/**
 * A queued judge run over a synthetic project (seedSyntheticProject), for tests that claim or
 * store jobs themselves: an openai-compatible judge with the report as its only reference, whose
 * endpoint is never called (port 9). Returns the project's and the run's ids.
 */
export async function startSyntheticRun(options: {
  slug: string;
  bugs: number;
  patchesPerBug: number;
  concurrency: number;
  samples?: number;
}): Promise<{ projectId: string; runId: string; total: number }> {
  const { slug, concurrency } = options;
  Object.assign(process.env, {
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: "http://127.0.0.1:9/v1",
    LLM_MODEL: `mock-${slug}`,
  });
  const projectId = await seedSyntheticProject(options);
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: slug,
      provider: "openai-compatible",
      model: `mock-${slug}`,
      reference: "report_only",
      samples: options.samples ?? 1,
    }),
  });
  const run = await startJudgeRun({
    projectId,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id, concurrency }),
  });
  return { projectId, runId: run.id, total: run.total };
}
