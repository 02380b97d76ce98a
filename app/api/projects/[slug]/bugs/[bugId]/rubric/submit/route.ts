import { withAuth } from "@/lib/api/with-auth";
import { ZSubmitRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { ZSubmitRubric } from "@/lib/rubrics/schemas";
import { ZRubricQuery } from "@/lib/rubrics/schemas-query";
import { submitRubric } from "@/lib/rubrics/submit-rubric";

export const POST = withAuth(
  {
    capability: "rubric:edit",
    params: ["bugId"],
    body: ZSubmitRubric,
    query: ZRubricQuery,
    response: ZSubmitRubricResponse,
  },
  async ({ params, user, access, body: { versionId }, query }) => {
    return submitRubric({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: query.format,
      userId: user.id,
      versionId,
    });
  },
);
