import type { TSessionUser } from "@/lib/auth/get-session-user";
import { requireProjectExists } from "@/lib/auth/require-project-exists";
import { rolesAllow } from "@/lib/auth/roles";
import { prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/errors/app-error";

/**
 * manage: leads and project admins; rate: the campaign's raters who still hold the project's
 * rater role; adjudicate: managers, and named adjudicators still members of the project.
 */
export type TCampaignNeed = "manage" | "rate" | "adjudicate";

/** The campaign columns every access check returns (also find-campaign-access, for the CLI). */
export const CAMPAIGN_SELECT = {
  id: true,
  projectId: true,
  name: true,
  instructions: true,
  ratersPerPatch: true,
  allowUnsure: true,
  showGroundTruth: true,
  scale: true,
  selection: true,
  phase: true,
  kind: true,
  revealedAt: true,
  closedAt: true,
  createdAt: true,
} as const;

/**
 * The campaign, if `user` may act on it as `need` asks, judged by their current project roles.
 * A missing campaign, one in another project and one the user has no part in all give the same 403;
 * a project slug that names no project is 404.
 */
export async function getCampaignAccess(options: {
  user: TSessionUser;
  slug: string;
  campaignId: string;
  need: TCampaignNeed;
}) {
  const { user, slug, campaignId, need } = options;
  const denied = forbidden("No such campaign, or you have no part in it.");
  const campaign = await prisma.campaign.findUnique({
    where: { id: campaignId },
    select: {
      ...CAMPAIGN_SELECT,
      project: {
        select: {
          id: true,
          slug: true,
          name: true,
          roles: { where: { userId: user.id }, select: { role: true } },
        },
      },
      raters: { where: { userId: user.id }, select: { role: true } },
    },
  });
  if (!campaign || campaign.project.slug !== slug) {
    await requireProjectExists({ slug });
    throw denied;
  }
  const roles = campaign.project.roles.map((r) => r.role);
  const isManager = rolesAllow({ roles, capability: "campaign:manage", isAdmin: user.isAdmin });
  // Campaign membership alone is not enough: roles removed from the project end access at once.
  // (A site admin is a rater only as a pool member holding the project's rater role, like anyone.)
  const isRater = campaign.raters.some((r) => r.role === "rater") && roles.includes("rater");
  const isAdjudicator =
    isManager || (campaign.raters.some((r) => r.role === "adjudicator") && roles.length > 0);
  const allowed = need === "manage" ? isManager : need === "rate" ? isRater : isAdjudicator;
  if (!allowed)
    throw need === "manage" || !(isManager || isRater || isAdjudicator)
      ? denied
      : forbidden(
          `You are not ${need === "rate" ? "a rater" : "an adjudicator"} in this campaign.`,
        );
  const { project, raters: _r, ...rest } = campaign;
  return {
    campaign: rest,
    project: { id: project.id, slug: project.slug, name: project.name },
    isManager,
    isRater,
    isAdjudicator,
  };
}
export type TCampaignAccess = Awaited<ReturnType<typeof getCampaignAccess>>;
