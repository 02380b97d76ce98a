import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import type { TFewShotTuningResponse } from "./few-shot-api.types";
import { planFewShotTuning } from "./plan-few-shot-tuning";
import type { TFewShotTuningInput } from "./schemas-few-shot";

/**
 * Few-shot tuning of a judge configuration version (issue 34): plans it (planFewShotTuning: the
 * split by bug, then examples from the tuning part only) and, unless `dryRun`, saves the next
 * version of the same name with everything else copied from the base, `tuning` the origin (method
 * few_shot, the split) and `fewShot` the examples, with its audit row in one transaction. The
 * actor is the viewer: patches they are still labelling somewhere are neither shown nor saved as
 * examples nor counted (`hidden`); `actorId` null (the CLI) hides nothing.
 */
export async function tuneJudgeFewShot(options: {
  projectId: string;
  actorId: string | null;
  input: TFewShotTuningInput;
}): Promise<TFewShotTuningResponse> {
  const { projectId, actorId, input } = options;
  const plan = await planFewShotTuning({ projectId, viewerId: actorId, input });
  const { base } = plan;
  const count = plan.fewShot.examples.length;
  const description = `Few-shot from ${plan.campaign.name} (seed ${input.seed}, ${count} example${count === 1 ? "" : "s"})`;
  const preview = {
    base: { id: base.id, name: base.name, version: base.version },
    campaign: plan.campaign,
    baseRunId: plan.baseRunId,
    seed: input.seed,
    heldOutShare: input.heldOutShare,
    split: plan.split,
    hidden: plan.hidden,
    examples: plan.fewShot.examples,
    description,
  };
  if (input.dryRun) return { ...preview, config: null };
  const config = await prisma.$transaction(async (tx) => {
    const latest = await tx.judgeConfig.findFirst({
      where: { projectId, name: base.name },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    // Every setting of the base (new columns too), but identity, description and the tuning.
    const {
      id: _id,
      version: _version,
      createdAt: _createdAt,
      createdById: _createdById,
      tuning: _tuning,
      fewShot: _fewShot,
      description: _description,
      ...copied
    } = base;
    const created = await tx.judgeConfig.create({
      data: {
        ...copied,
        version: (latest?.version ?? 0) + 1,
        description,
        tuning: JSON.stringify(plan.origin),
        fewShot: JSON.stringify(plan.fewShot),
        createdById: actorId,
      },
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "judge.config.tune",
      entityType: "JudgeConfig",
      entityId: created.id,
      after: { ...created, baseConfigId: base.id },
    });
    return created;
  });
  return { ...preview, config: { id: config.id, name: config.name, version: config.version } };
}
