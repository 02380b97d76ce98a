import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { generateTextWithLogprobs } from "@/lib/llm/generate-text-with-logprobs";
import { resolveCallTarget } from "@/lib/llm/resolve-call-target";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderTemplate } from "@/lib/prompts/render-template";
import { computeSuccessProbability } from "./compute-success-probability";
import type { TAbstentionRepresentation } from "./schemas";

const TOP_LOGPROBS = 5;

/**
 * Bug abstention scores (Cambronero et al. 2026, §3.1, appendix B) for every bug of the project
 * that has candidate patches: the LLM of the environment is asked, with the representation's
 * prompt (`prompts/abstention-r1.v1.md`: title and description; `abstention-r2.v1.md`: plus
 * the five guideline criteria), whether an agent will fix the bug, and the score is the
 * probability of its "success" token (computeSuccessProbability). Calls are cached (a rerun costs
 * nothing) and run `concurrency` at a time, outside any transaction; each bug's score is upserted
 * by (bug, representation, provider, model). Synchronous: meant for the bug counts of a study
 * (hundreds), not a background job.
 */
export async function scoreBugAbstention(options: {
  projectId: string;
  representation: TAbstentionRepresentation;
  concurrency?: number;
}): Promise<{
  scored: number;
  cached: number;
  withoutLogprobs: number;
  provider: string;
  model: string;
}> {
  const { projectId, representation } = options;
  const target = resolveCallTarget({});
  const prompt = loadPrompt({ name: `abstention-${representation}.v1` });
  const bugs = await prisma.bug.findMany({
    where: { projectId, patches: { some: {} } },
    select: { id: true, externalId: true, title: true, report: true },
    orderBy: { externalId: "asc" },
  });
  if (bugs.length === 0)
    throw new AppError("INVALID_INPUT", "The project has no bug with candidate patches.");
  let next = 0;
  let cached = 0;
  let withoutLogprobs = 0;
  const worker = async () => {
    for (let i = next++; i < bugs.length; i = next++) {
      const bug = bugs[i]!;
      const text = renderTemplate({
        template: prompt.body,
        variables: {
          title: bug.title ?? bug.externalId,
          description: bug.report || "(no description)",
        },
      });
      const call = await generateTextWithLogprobs({
        purpose: `abstention:${representation}`,
        prompt: { template: prompt.name, version: prompt.version, text },
        topLogprobs: TOP_LOGPROBS,
      });
      if (call.cached) cached += 1;
      const score = computeSuccessProbability({ logprobs: call.logprobs });
      if (score === null) withoutLogprobs += 1;
      const data = { score, answer: call.text.trim().slice(0, 100), llmCallId: call.llmCallId };
      await prisma.bugAbstention.upsert({
        where: {
          bugId_representation_provider_model: {
            bugId: bug.id,
            representation,
            provider: target.provider,
            model: target.model,
          },
        },
        create: {
          projectId,
          bugId: bug.id,
          representation,
          provider: target.provider,
          model: target.model,
          ...data,
        },
        update: { ...data, createdAt: new Date() },
      });
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency ?? 8, bugs.length) }, worker),
  );
  return {
    scored: bugs.length,
    cached,
    withoutLogprobs,
    provider: target.provider,
    model: target.model,
  };
}
