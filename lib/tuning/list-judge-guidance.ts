import { prisma } from "@/lib/db/client";
import { EXTERNAL_PROVIDER } from "@/lib/judge/external/schemas-external";
import type { TListGuidanceResponse } from "./guidance-api.types";
import { ZStoredGuidance } from "./schemas-guidance";
import { GUIDANCE_PROPOSAL_SELECT, toGuidanceProposalWire } from "./to-guidance-proposal-wire";

/**
 * The refine page's data: the project's guidance proposals (newest first, at most 50; their
 * evidence without the viewer's blinded patches, toGuidanceProposalWire) and what the form
 * offers: LLM judge configurations (not the baseline, not imported runs), revealed campaigns, and
 * finished runs. `viewerId` null (the CLI): nothing hidden.
 */
export async function listJudgeGuidance(options: {
  projectId: string;
  viewerId: string | null;
}): Promise<TListGuidanceResponse> {
  const { projectId, viewerId } = options;
  const [rows, configs, campaigns, runs] = await Promise.all([
    prisma.judgeGuidanceProposal.findMany({
      where: { projectId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
      select: GUIDANCE_PROPOSAL_SELECT,
    }),
    prisma.judgeConfig.findMany({
      where: { projectId, provider: { notIn: ["baseline", EXTERNAL_PROVIDER] } },
      orderBy: [{ name: "asc" }, { version: "asc" }],
      select: { id: true, name: true, version: true, guidance: true },
    }),
    prisma.campaign.findMany({
      where: { projectId, revealedAt: { not: null } },
      orderBy: { revealedAt: "desc" },
      select: { id: true, name: true },
    }),
    prisma.judgeRun.findMany({
      where: { projectId, status: { in: ["completed", "completed_with_failures"] } },
      orderBy: { createdAt: "desc" },
      select: { id: true, configId: true, campaignId: true, status: true, createdAt: true },
    }),
  ]);
  return {
    proposals: await toGuidanceProposalWire({ projectId, rows, viewerId }),
    options: {
      configs: configs.map((c) => ({
        ...c,
        guidance: c.guidance ? ZStoredGuidance.parse(JSON.parse(c.guidance)) : [],
      })),
      campaigns,
      runs: runs.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    },
  };
}
