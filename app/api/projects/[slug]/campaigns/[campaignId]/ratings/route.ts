import { withCampaign } from "@/lib/api/with-campaign";
import { ZImportRatingsResponse } from "@/lib/campaigns/campaigns-api.types";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { MAX_RATINGS_CSV_BYTES } from "@/lib/campaigns/parse-ratings-csv";
import { ZRatingsUpload } from "@/lib/campaigns/schemas";
import { AppError } from "@/lib/errors/app-error";

/** Imports external raters' labels from CSV `item,rater,label` (multipart field "file"). */
export const POST = withCampaign(
  {
    need: "manage",
    upload: {
      description: "A CSV file `item,rater,label` (`file`); optional `skipInvalid`.",
      files: ["file"],
      fields: ZRatingsUpload,
    },
    response: ZImportRatingsResponse,
  },
  async ({ req, user, access }) => {
    const form = await req.formData().catch(() => {
      throw new AppError(
        "INVALID_INPUT",
        "Send the file as multipart/form-data with a field named file.",
      );
    });
    const file = form.get("file");
    if (!(file instanceof File))
      throw new AppError(
        "INVALID_INPUT",
        "file: attach a CSV file with the columns item,rater,label.",
      );
    if (file.size > MAX_RATINGS_CSV_BYTES)
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `file: larger than ${MAX_RATINGS_CSV_BYTES / 1024 / 1024} MB.`,
      );
    const { skipInvalid } = ZRatingsUpload.parse({
      skipInvalid: form.get("skipInvalid") ?? undefined,
    });
    const report = await importRatings({
      campaign: access.campaign,
      actorId: user.id,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      skipInvalid,
    });
    return { report };
  },
);
