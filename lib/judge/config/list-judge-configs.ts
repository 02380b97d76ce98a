import { prisma } from "@/lib/db/client";
import { ZJudgeProvider } from "../schemas";

/** A project's judge configurations, every version, grouped by name (newest version first). */
export async function listJudgeConfigs(options: { projectId: string }) {
  const configs = await prisma.judgeConfig.findMany({
    where: { projectId: options.projectId },
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
  }));
}
