import { withAuth } from "@/lib/api/with-auth";
import { ZGetJudgeResultsResponse } from "@/lib/judge/judge-api.types";
import { listJudgeResults } from "@/lib/judge/results/list-judge-results";
import { ZJudgeResultsQuery } from "@/lib/judge/schemas";

/** One row per patch; `?disagreements=1` keeps those where judge and consensus differ. */
export const GET = withAuth(
  { capability: "judge:read", params: ["runId"], response: ZGetJudgeResultsResponse },
  async ({ req, access, params, user }) => {
    const { disagreements } = ZJudgeResultsQuery.parse(
      Object.fromEntries(req.nextUrl.searchParams),
    );
    return listJudgeResults({
      projectId: access.project.id,
      runId: params.runId,
      viewerId: user.id,
      disagreementsOnly: disagreements,
    });
  },
);
