import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { CAMPAIGN_SELECT, type TCampaignAccess } from "./get-campaign-access";

/**
 * A campaign of the project as the CLI (an operator's tool, no session) reaches it: the same
 * shape as getCampaignAccess gives a project lead, so the CLI calls the same domain functions as
 * the routes. A missing campaign, or one of another project, is not found.
 */
export async function findCampaignAccess(options: {
  projectId: string;
  campaignId: string;
}): Promise<TCampaignAccess> {
  const { projectId, campaignId } = options;
  const campaign = await prisma.campaign.findFirst({
    where: { id: campaignId, projectId },
    select: { ...CAMPAIGN_SELECT, project: { select: { id: true, slug: true, name: true } } },
  });
  if (!campaign) throw new AppError("NOT_FOUND", `No campaign ${campaignId} in this project.`);
  const { project, ...rest } = campaign;
  return { campaign: rest, project, isManager: true, isRater: false, isAdjudicator: false };
}
