import { withAuth } from "@/lib/api/with-auth";
import { ZGetRubricResponse, ZSaveRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { getRubric } from "@/lib/rubrics/get-rubric";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { ZSaveRubric } from "@/lib/rubrics/schemas";
import { ZRubricQuery } from "@/lib/rubrics/schemas-query";

export const GET = withAuth(
  {
    capability: "project:read",
    params: ["bugId"],
    query: ZRubricQuery,
    response: ZGetRubricResponse,
  },
  async ({ params, access, query }) =>
    getRubric({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: query.format,
    }),
);

export const PUT = withAuth(
  {
    capability: "rubric:edit",
    params: ["bugId"],
    body: ZSaveRubric,
    query: ZRubricQuery,
    response: ZSaveRubricResponse,
  },
  async ({ params, user, access, body: input, query }) => {
    return saveRubricVersion({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: query.format,
      userId: user.id,
      input,
    });
  },
);
