import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { resolveJudgePrompt } from "./resolve-judge-prompt";
import { BASELINE_MODEL, type TCreateJudgeConfig } from "../schemas";

/**
 * Saves a judge configuration. Configurations are immutable: saving under an existing
 * name adds its next version, so every run keeps pointing at what it actually used. A
 * per-requirement configuration is saved with the per-requirement prompt (its newest version
 * unless named), which is what marks it (isPerRequirement).
 */
export async function createJudgeConfig(options: {
  projectId: string;
  actorId: string | null;
  input: TCreateJudgeConfig;
}) {
  const { projectId, actorId, input } = options;
  const baseline = input.provider === "baseline";
  const prompt = baseline
    ? { name: "baseline", version: "1" }
    : resolveJudgePrompt({
        reference: input.reference,
        prompt: input.prompt,
        perRequirement: input.perRequirement,
      });
  return prisma.$transaction(async (tx) => {
    if (/^\d+$/.test(input.rules)) {
      const pinned = await tx.projectRuleSet.findUnique({
        where: { projectId_version: { projectId, version: Number(input.rules) } },
        select: { id: true },
      });
      if (!pinned)
        throw new AppError("INVALID_INPUT", `rules: no project rules version ${input.rules}.`);
    }
    const latest = await tx.judgeConfig.findFirst({
      where: { projectId, name: input.name },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    const config = await tx.judgeConfig.create({
      data: {
        projectId,
        name: input.name,
        version: (latest?.version ?? 0) + 1,
        description: input.description,
        provider: input.provider,
        model: baseline ? BASELINE_MODEL : input.model,
        temperature: baseline ? 0 : input.temperature,
        maxTokens: input.maxTokens,
        samples: baseline ? 1 : input.samples,
        reference: input.reference,
        threshold: baseline ? (input.threshold ?? 0.5) : null,
        specWriter: input.reference === "fix_spec" ? (input.specWriter ?? "llm") : null,
        rules: baseline ? "none" : input.rules,
        scale: input.scale ? JSON.stringify(input.scale) : null,
        promptTemplate: prompt.name,
        promptVersion: prompt.version,
        createdById: actorId,
      },
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "judge.config.create",
      entityType: "JudgeConfig",
      entityId: config.id,
      after: config,
    });
    // The column is a String (the provider set is open to the LLM layer); this one was checked.
    // A new configuration has no few-shot examples (only tuning writes them; the Tune page shows them).
    const { fewShot: _fewShot, ...row } = config;
    return { ...row, provider: input.provider, scale: input.scale ?? null };
  });
}
