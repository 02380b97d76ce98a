import { withAuth } from "@/lib/api/with-auth";
import { ZFewShotTuningResponse } from "@/lib/tuning/few-shot-api.types";
import { ZFewShotTuningInput } from "@/lib/tuning/schemas-few-shot";
import { tuneJudgeFewShot } from "@/lib/tuning/tune-judge-few-shot";

/** Few-shot tuning: preview (dryRun) or save the next version with examples from a revealed campaign. */
export const POST = withAuth(
  { capability: "judge:run", body: ZFewShotTuningInput, response: ZFewShotTuningResponse },
  async ({ user, access, body: input }) => {
    return tuneJudgeFewShot({ projectId: access.project.id, actorId: user.id, input });
  },
);
