import { sortOptionsNewestFirst } from "@/lib/agreement/sort-options-newest-first";
import { prisma } from "@/lib/db/client";

/**
 * What the policy page can pick from: the project's judge runs with results and its campaigns
 * past labelling, newest first, ties broken as on the agreement dashboard
 * (sort-options-newest-first), so the default run and campaign are the same on every engine and
 * after a restore, for the page, its exports and `rubricate policy`.
 */
export async function listPolicyOptions(options: { projectId: string }) {
  const { projectId } = options;
  const [runRows, campaignRows] = await Promise.all([
    prisma.judgeRun.findMany({
      where: { projectId, results: { some: {} } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        status: true,
        origin: true,
        createdAt: true,
        config: { select: { name: true, version: true, provider: true, model: true } },
        _count: { select: { results: true } },
      },
    }),
    prisma.campaign.findMany({
      where: { projectId, phase: { not: "labelling" } },
      orderBy: { createdAt: "desc" },
      select: { id: true, name: true, phase: true, createdAt: true },
    }),
  ]);
  const { runs, campaigns } = sortOptionsNewestFirst({ campaigns: campaignRows, runs: runRows });
  return {
    runs: runs.map((r) => ({
      id: r.id,
      label: `${r.config.name} v${r.config.version} · ${r.config.provider === "baseline" ? "no LLM" : r.config.model}`,
      status: r.status,
      results: r._count.results,
      createdAt: r.createdAt.toISOString(),
    })),
    campaigns: campaigns.map((c) => ({ id: c.id, name: c.name, phase: c.phase })),
  };
}
