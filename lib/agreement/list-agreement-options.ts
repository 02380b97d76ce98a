import { buildLabellingFilter } from "@/lib/campaigns/build-labelling-filter";
import { prisma } from "@/lib/db/client";
import type { TCampaignOption, TRunOption } from "./dashboard-types";
import { sortOptionsNewestFirst } from "./sort-options-newest-first";

/**
 * What the agreement dashboard can compare: the project's campaigns past labelling (newest
 * first) with their rating counts, and its judge runs that have results (newest first). Rows
 * created at the same instant are ordered by stable keys (sort-options-newest-first), never by
 * the order the database returns them in, which a dump and restore changes: the dashboard's
 * default campaign and runs stay the same. The
 * counts leave out ratings on patches the viewer is still labelling somewhere (`viewerId` null:
 * nobody's).
 */
export async function listAgreementOptions(options: {
  projectId: string;
  viewerId: string | null;
}): Promise<{ campaigns: TCampaignOption[]; runs: TRunOption[] }> {
  const { projectId, viewerId } = options;
  const ratings = viewerId
    ? {
        where: {
          patch: {
            campaignPatches: {
              none: { campaign: buildLabellingFilter({ projectId, userId: viewerId }) },
            },
          },
        },
      }
    : true;
  const [campaignRows, runRows] = await Promise.all([
    prisma.campaign.findMany({
      where: { projectId, phase: { not: "labelling" } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        name: true,
        phase: true,
        createdAt: true,
        _count: { select: { ratings } },
      },
    }),
    prisma.judgeRun.findMany({
      where: { projectId, results: { some: {} } },
      orderBy: { createdAt: "desc" },
      select: {
        id: true,
        status: true,
        origin: true,
        campaignId: true,
        createdAt: true,
        config: {
          select: { name: true, version: true, provider: true, model: true, reference: true },
        },
        _count: { select: { results: true } },
      },
    }),
  ]);
  const { campaigns, runs } = sortOptionsNewestFirst({ campaigns: campaignRows, runs: runRows });
  return {
    campaigns: campaigns.map((c) => ({
      id: c.id,
      name: c.name,
      phase: c.phase,
      ratings: c._count.ratings,
    })),
    runs: runs.map((r) => ({
      id: r.id,
      label: `${r.config.name} v${r.config.version} · ${r.config.provider === "baseline" ? "no LLM" : r.config.model}${r.origin === "external" ? " (external)" : ""}`,
      configName: r.config.name,
      configVersion: r.config.version,
      reference: r.config.reference,
      provider: r.config.provider,
      model: r.config.model,
      status: r.status,
      origin: r.origin,
      campaignId: r.campaignId,
      createdAt: r.createdAt.toISOString(),
      results: r._count.results,
    })),
  };
}
