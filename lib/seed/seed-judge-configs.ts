import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { getLlmEnv } from "@/lib/env/get-llm-env";

/**
 * The demo's judge configurations: the no-LLM baseline plus the paper's four setups (golden,
 * draft and free-form rubrics, ground-truth patch) on the configured LLM provider (OpenAI's
 * default model when none is configured: those runs then say which key to set). Queues two
 * baseline runs (default and strict threshold) against the pilot campaign, so the demo has
 * results and an ablation to compare offline.
 */
export async function seedJudgeConfigs(options: {
  projectId: string;
  actorId: string;
  campaignId: string;
}) {
  const { projectId, actorId, campaignId } = options;
  let llm: { provider: string; model: string } = { provider: "openai", model: "gpt-4.1-mini" };
  try {
    const env = getLlmEnv();
    if (env.provider !== "none" && env.model) llm = { provider: env.provider, model: env.model };
  } catch {
    // An invalid LLM configuration is reported on the settings page; the demo keeps the default.
  }
  const save = (input: Record<string, unknown>) =>
    createJudgeConfig({ projectId, actorId, input: ZCreateJudgeConfig.parse(input) });
  const baseline = await save({
    name: "Similarity baseline",
    provider: "baseline",
    reference: "ground_truth",
    description:
      "No LLM: similarity of each patch to the developer fix over touched files and changed lines.",
  });
  for (const [name, reference] of [
    ["Golden rubric", "golden"],
    ["Draft rubric", "draft"],
    ["Free-form draft", "freeform"],
    ["Ground-truth patch", "ground_truth"],
  ] as const) {
    await save({
      name,
      reference,
      ...llm,
      description: `The paper's ${name.toLowerCase()} setup.`,
    });
  }
  const strict = await save({
    name: "Strict similarity baseline",
    provider: "baseline",
    reference: "ground_truth",
    threshold: 0.7,
    description: "No LLM: the similarity baseline with a higher threshold (0.7) for VALID.",
  });
  for (const config of [baseline, strict]) {
    await startJudgeRun({
      projectId,
      actorId,
      input: { configId: config.id, campaignId, filter: { kind: "all" }, concurrency: 8 },
    });
  }
  return { configs: 6, runs: 2 };
}
