import { fileResponse } from "@/lib/api/file-response";
import { withCampaign } from "@/lib/api/with-campaign";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import { exportCampaignRatings } from "@/lib/campaigns/export-campaign-ratings";
import { ZRatingsExportQuery } from "@/lib/campaigns/schemas-ratings-export";

/**
 * The campaign's labels with their consensus as CSV or JSONL (`?format=`), for its leads and
 * project admins, only after the reveal (a rater gets 403 here, as everywhere on the campaign).
 */
export const GET = withCampaign(
  {
    need: "manage",
    query: ZRatingsExportQuery,
    fileTypes: ["text/csv; charset=utf-8", "application/x-ndjson; charset=utf-8"],
    response: FILE_RESPONSE,
  },
  async ({ user, access, query: { format } }) => {
    const { text, fileName } = await exportCampaignRatings({
      projectId: access.project.id,
      campaignId: access.campaign.id,
      viewerId: user.id,
      format,
    });
    return fileResponse({
      body: text,
      fileName,
      contentType:
        format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
    });
  },
);
