import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import type { TSaveProjectRules } from "./schemas";

/**
 * Saves the project's rules as the next version (1 for the first). Old versions are never
 * edited, so a judge run keeps pointing at the rules it used. Refused (409) when `baseVersion`
 * is given and another version was saved since; two saves at the same moment: the unique
 * (projectId, version) key lets one through and the other is a 409. Audit row in the same
 * transaction.
 */
export async function createRuleSetVersion(options: {
  projectId: string;
  actorId: string | null;
  input: TSaveProjectRules;
}) {
  const { projectId, actorId, input } = options;
  return prisma.$transaction(async (tx) => {
    const latest = await tx.projectRuleSet.findFirst({
      where: { projectId },
      orderBy: { version: "desc" },
      select: { version: true },
    });
    const current = latest?.version ?? 0;
    if (input.baseVersion !== undefined && input.baseVersion !== current)
      throw new AppError(
        "CONFLICT",
        `baseVersion: version ${current} was saved since you opened version ${input.baseVersion}; reload and apply your changes to it.`,
      );
    const created = await tx.projectRuleSet.create({
      data: {
        projectId,
        version: current + 1,
        rules: JSON.stringify(input.rules),
        note: input.note,
        createdById: actorId,
      },
      select: { id: true, version: true, createdAt: true },
    });
    await writeAudit({
      tx,
      actorId,
      projectId,
      action: "rules.version.create",
      entityType: "ProjectRuleSet",
      entityId: created.id,
      after: { version: created.version, rules: input.rules, note: input.note },
    });
    return { id: created.id, version: created.version, createdAt: created.createdAt };
  });
}
