import type { TSessionUser } from "@/lib/auth/get-session-user";
import { rolesAllow } from "@/lib/auth/roles";
import { prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/errors/app-error";
import type { TCampaignPhase } from "./schemas";

/** manage: leads and project admins; rate: the campaign's raters; adjudicate: managers and named adjudicators. */
export type TCampaignNeed = "manage" | "rate" | "adjudicate";

const CAMPAIGN_SELECT = {
  id: true, projectId: true, name: true, instructions: true, ratersPerPatch: true, allowUnsure: true,
  showGroundTruth: true, selection: true, phase: true, kind: true, revealedAt: true, closedAt: true, createdAt: true,
} as const;

/**
 * The campaign, if `user` may act on it as `need` asks. A missing campaign,
 * one in another project and one the user has no part in all give the same 403.
 */
export async function getCampaignAccess(options: { user: TSessionUser; slug: string; campaignId: string; need: TCampaignNeed }) {
  const { user, slug, campaignId, need } = options;
  const denied = forbidden("No such campaign, or you have no part in it.");
  const campaign = await prisma.campaign.findUnique({
    where: { id: campaignId },
    select: {
      ...CAMPAIGN_SELECT,
      project: { select: { id: true, slug: true, name: true, roles: { where: { userId: user.id }, select: { role: true } } } },
      raters: { where: { userId: user.id }, select: { role: true } },
    },
  });
  if (!campaign || campaign.project.slug !== slug) throw denied;
  const isManager = rolesAllow({ roles: campaign.project.roles.map((r) => r.role), capability: "campaign:manage", isAdmin: user.isAdmin });
  const isRater = campaign.raters.some((r) => r.role === "rater");
  const isAdjudicator = isManager || campaign.raters.some((r) => r.role === "adjudicator");
  const allowed = need === "manage" ? isManager : need === "rate" ? isRater : isAdjudicator;
  if (!allowed) throw need === "manage" || !(isManager || isRater || isAdjudicator) ? denied : forbidden(`You are not ${need === "rate" ? "a rater" : "an adjudicator"} in this campaign.`);
  const { project, raters: _r, ...rest } = campaign;
  return {
    campaign: { ...rest, phase: rest.phase as TCampaignPhase },
    project: { id: project.id, slug: project.slug, name: project.name },
    isManager, isRater, isAdjudicator,
  };
}
export type TCampaignAccess = Awaited<ReturnType<typeof getCampaignAccess>>;
