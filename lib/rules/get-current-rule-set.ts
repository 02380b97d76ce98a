import { prisma } from "@/lib/db/client";
import { RULE_SET_SELECT, toRuleSetVersion } from "./list-rule-set-versions";
import type { TRuleSetVersion } from "./schemas";

/** The project's newest rules version, or null when no rules were saved yet. */
export async function getCurrentRuleSet(options: {
  projectId: string;
}): Promise<TRuleSetVersion | null> {
  const row = await prisma.projectRuleSet.findFirst({
    where: { projectId: options.projectId },
    orderBy: { version: "desc" },
    select: RULE_SET_SELECT,
  });
  return row ? toRuleSetVersion(row) : null;
}
