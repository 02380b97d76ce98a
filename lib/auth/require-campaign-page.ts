import { forbidden } from "next/navigation";
import { getCampaignAccess, type TCampaignNeed } from "@/lib/campaigns/get-campaign-access";
import { AppError } from "@/lib/errors/app-error";
import { requirePageUser } from "./require-page-access";

/** For server pages under a campaign: the user and their part in it, or /login, or the 403 page. */
export async function requireCampaignPage(options: {
  slug: string;
  campaignId: string;
  need: TCampaignNeed;
}) {
  const user = await requirePageUser();
  try {
    return { user, access: await getCampaignAccess({ user, ...options }) };
  } catch (err) {
    if (err instanceof AppError && err.code === "FORBIDDEN") forbidden();
    throw err;
  }
}
