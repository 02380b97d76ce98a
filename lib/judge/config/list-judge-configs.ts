import { prisma } from "@/lib/db/client";
import { isPerRequirement, ZJudgeProvider } from "../schemas";
import { EXTERNAL_PROVIDER } from "../external/schemas-external";

/**
 * A project's judge configurations, every version, grouped by name (newest version first); the
 * configurations of imported (external) runs are left out: there is nothing to run with them.
 */
export async function listJudgeConfigs(options: { projectId: string }) {
  const configs = await prisma.judgeConfig.findMany({
    where: { projectId: options.projectId, provider: { not: EXTERNAL_PROVIDER } },
    orderBy: [{ name: "asc" }, { version: "desc" }],
    include: { _count: { select: { runs: true } } },
  });
  return configs.map(({ _count, createdAt, createdById: _creator, projectId: _project, ...c }) => ({
    ...c,
    // Every write checks the provider (ZCreateJudgeConfig); the column is a String.
    provider: ZJudgeProvider.parse(c.provider),
    runs: _count.runs,
    createdAt: createdAt.toISOString(),
    baseline: c.provider === "baseline",
    perRequirement: isPerRequirement(c),
  }));
}
