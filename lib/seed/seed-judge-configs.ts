import { createJudgeConfig } from "@/lib/judge/create-judge-config";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/start-judge-run";
import { getLlmEnv } from "@/lib/llm/llm-env";

/**
 * The demo's judge configurations: the no-LLM baseline plus the paper's four setups (golden,
 * draft and free-form rubrics, ground-truth patch) on the configured LLM provider (OpenAI's
 * default model when none is configured: those runs then say which key to set). Queues one
 * baseline run so the demo has results offline.
 */
export async function seedJudgeConfigs(options: { projectId: string; actorId: string }) {
  const { projectId, actorId } = options;
  let llm = { provider: "openai" as string, model: "gpt-4.1-mini" };
  try {
    const env = getLlmEnv();
    if (env.provider !== "none" && env.model) llm = { provider: env.provider, model: env.model };
  } catch {
    // An invalid LLM configuration is reported on the settings page; the demo keeps the default.
  }
  const save = (input: Record<string, unknown>) => createJudgeConfig({ projectId, actorId, input: ZCreateJudgeConfig.parse(input) });
  const baseline = await save({ name: "Similarity baseline", provider: "baseline", reference: "ground_truth", description: "No LLM: similarity of each patch to the developer fix over touched files and changed lines." });
  for (const [name, reference] of [["Golden rubric", "golden"], ["Draft rubric", "draft"], ["Free-form draft", "freeform"], ["Ground-truth patch", "ground_truth"]] as const) {
    await save({ name, reference, ...llm, description: `The paper's ${name.toLowerCase()} setup.` });
  }
  await startJudgeRun({ projectId, actorId, input: { configId: baseline.id, filter: { kind: "all" }, concurrency: 8 } });
  return { configs: 5, runs: 1 };
}
