import { toPageError } from "./to-page-error";
import { getCampaignAccess, type TCampaignNeed } from "@/lib/campaigns/get-campaign-access";
import { requirePageUser } from "./require-page-access";

/** For server pages under a campaign: the user and their part in it, or /login, or the 403 or 404 page. */
export async function requireCampaignPage(options: {
  slug: string;
  campaignId: string;
  need: TCampaignNeed;
}) {
  const user = await requirePageUser();
  try {
    return { user, access: await getCampaignAccess({ user, ...options }) };
  } catch (err) {
    toPageError(err);
  }
}
