import { withAuth } from "@/lib/api/with-auth";
import { listRepairCandidates } from "@/lib/rubrics/list-repair-candidates";
import { proposeRubricRepair } from "@/lib/rubrics/propose-rubric-repair";
import { ZProposeRepairResponse, ZRepairCandidatesResponse } from "@/lib/rubrics/rubrics-api.types";
import { ZProposeRubricRepair } from "@/lib/rubrics/schemas-repair";
import { ZRubricQuery } from "@/lib/rubrics/schemas-query";

export const GET = withAuth(
  { capability: "rubric:edit", params: ["bugId"], response: ZRepairCandidatesResponse },
  async ({ params, user, access }) => ({
    runs: await listRepairCandidates({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      userId: user.id,
    }),
  }),
);

export const POST = withAuth(
  {
    capability: "rubric:edit",
    params: ["bugId"],
    body: ZProposeRubricRepair,
    query: ZRubricQuery,
    response: ZProposeRepairResponse,
  },
  async ({ params, user, access, body: input, query }) => {
    return proposeRubricRepair({
      projectId: access.project.id,
      bugExternalId: params.bugId,
      format: query.format,
      userId: user.id,
      input,
    });
  },
);
