import { withAuth } from "@/lib/api/with-auth";
import { ZGetJudgeResultsResponse } from "@/lib/judge/judge-api.types";
import { listJudgeResults } from "@/lib/judge/results/list-judge-results";
import { ZJudgeResultsQuery } from "@/lib/judge/schemas";

/**
 * One page of rows, one per patch: `?limit=` (1–500, default 50) after `?cursor=` (the previous
 * page's `nextCursor`); `?disagreements=1` keeps those where judge and consensus differ.
 */
export const GET = withAuth(
  {
    capability: "judge:read",
    params: ["runId"],
    query: ZJudgeResultsQuery,
    response: ZGetJudgeResultsResponse,
  },
  async ({ access, params, user, query: { disagreements, limit, cursor } }) => {
    return listJudgeResults({
      projectId: access.project.id,
      runId: params.runId,
      viewerId: user.id,
      disagreementsOnly: disagreements,
      limit,
      cursor,
    });
  },
);
