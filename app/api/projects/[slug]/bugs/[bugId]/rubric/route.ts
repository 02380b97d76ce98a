import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { getRubric } from "@/lib/rubrics/get-rubric";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { ZSaveRubric } from "@/lib/rubrics/schemas";
import { rubricFormatFrom } from "@/lib/rubrics/schemas-query";

type P = { slug: string; bugId: string };

export const GET = withAuth<P, true>({ capability: "project:read" }, async ({ req, params, access }) =>
  getRubric({ projectId: access.project.id, bugExternalId: params.bugId, format: rubricFormatFrom(req.nextUrl) }),
);

export const PUT = withAuth<P, true>({ capability: "rubric:edit" }, async ({ req, params, user, access }) => {
  const input = ZSaveRubric.parse(await readJson(req));
  return saveRubricVersion({ projectId: access.project.id, bugExternalId: params.bugId, format: rubricFormatFrom(req.nextUrl), userId: user.id, input });
});
