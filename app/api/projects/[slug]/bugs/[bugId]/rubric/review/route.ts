import { withAuth } from "@/lib/api/with-auth";
import { ZReviewRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { reviewRubric } from "@/lib/rubrics/review-rubric";
import { ZReviewRubric } from "@/lib/rubrics/schemas";
import { ZRubricQuery } from "@/lib/rubrics/schemas-query";

export const POST = withAuth(
  {
    capability: "rubric:edit",
    params: ["bugId"],
    body: ZReviewRubric,
    query: ZRubricQuery,
    response: ZReviewRubricResponse,
  },
  async ({ params, user, access, body: input, query }) => {
    return reviewRubric({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: query.format,
      userId: user.id,
      input,
    });
  },
);
