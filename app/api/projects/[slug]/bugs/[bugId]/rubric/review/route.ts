import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { ZReviewRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { reviewRubric } from "@/lib/rubrics/review-rubric";
import { ZReviewRubric } from "@/lib/rubrics/schemas";
import { rubricFormatFrom } from "@/lib/rubrics/schemas-query";

export const POST = withAuth(
  { capability: "rubric:edit", params: ["bugId"], response: ZReviewRubricResponse },
  async ({ req, params, user, access }) => {
    const input = ZReviewRubric.parse(await readJson(req));
    return reviewRubric({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: rubricFormatFrom(req.nextUrl),
      userId: user.id,
      input,
    });
  },
);
