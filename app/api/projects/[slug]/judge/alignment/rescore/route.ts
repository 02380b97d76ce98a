import { withAuth } from "@/lib/api/with-auth";
import { ZRescoreResponse } from "@/lib/alignment/alignment-api.types";
import { rescoreLabelledPatches } from "@/lib/alignment/rescore-labelled-patches";
import { ZRescoreAlignment } from "@/lib/alignment/schemas";
import { startJudgeWorker } from "@/lib/judge/worker/start-judge-worker";

/** Re-score: a new run of one configuration version on a campaign's labelled patches. */
export const POST = withAuth(
  { capability: "judge:run", body: ZRescoreAlignment, response: ZRescoreResponse },
  async ({ user, access, body: input }) => {
    const run = await rescoreLabelledPatches({
      projectId: access.project.id,
      actorId: user.id,
      input,
    });
    startJudgeWorker();
    return { run };
  },
);
