import type { TTransaction } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";

/**
 * The rule set a run of a configuration carries, fixed when the run starts: none for "none",
 * the newest version for "current", the pinned version for a number. Refused (409) when the
 * configuration asks for rules the project does not have. `tx`: the run's transaction, or the
 * client itself for a call that stores nothing ("Try on one patch", the rubric test bench).
 */
export async function resolveRunRuleSet(options: {
  tx: TTransaction;
  projectId: string;
  setting: string;
}): Promise<{ id: string; version: number; rules: string } | null> {
  const { tx, projectId, setting } = options;
  if (setting === "none") return null;
  const row =
    setting === "current"
      ? await tx.projectRuleSet.findFirst({
          where: { projectId },
          orderBy: { version: "desc" },
          select: { id: true, version: true, rules: true },
        })
      : await tx.projectRuleSet.findUnique({
          where: { projectId_version: { projectId, version: Number(setting) } },
          select: { id: true, version: true, rules: true },
        });
  if (!row)
    throw new AppError(
      "CONFLICT",
      setting === "current"
        ? "rules: this configuration includes the project rules and the project has none yet; save them on the Rules page first."
        : `rules: this configuration pins project rules version ${setting}, which does not exist.`,
    );
  return row;
}
