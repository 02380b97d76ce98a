import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { ZSubmitRubricResponse } from "@/lib/rubrics/rubrics-api.types";
import { ZSubmitRubric } from "@/lib/rubrics/schemas";
import { rubricFormatFrom } from "@/lib/rubrics/schemas-query";
import { submitRubric } from "@/lib/rubrics/submit-rubric";

export const POST = withAuth(
  { capability: "rubric:edit", params: ["bugId"], response: ZSubmitRubricResponse },
  async ({ req, params, user, access }) => {
    const { versionId } = ZSubmitRubric.parse(await readJson(req));
    return submitRubric({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: rubricFormatFrom(req.nextUrl),
      userId: user.id,
      versionId,
    });
  },
);
