import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { ZGetRubricResponse, ZSaveRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { getRubric } from "@/lib/rubrics/get-rubric";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { ZSaveRubric } from "@/lib/rubrics/schemas";
import { rubricFormatFrom } from "@/lib/rubrics/schemas-query";

export const GET = withAuth(
  { capability: "project:read", params: ["bugId"], response: ZGetRubricResponse },
  async ({ req, params, access }) =>
    getRubric({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: rubricFormatFrom(req.nextUrl),
    }),
);

export const PUT = withAuth(
  { capability: "rubric:edit", params: ["bugId"], response: ZSaveRubricResponse },
  async ({ req, params, user, access }) => {
    const input = ZSaveRubric.parse(await readJson(req));
    return saveRubricVersion({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: rubricFormatFrom(req.nextUrl),
      userId: user.id,
      input,
    });
  },
);
