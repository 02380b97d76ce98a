import { withAuth } from "@/lib/api/with-auth";
import { listRunFlags } from "@/lib/judge/evidence/list-run-flags";
import { ZGetRunFlagsResponse } from "@/lib/judge/judge-run-reports-api.types";

/** A run's evidence flags: verdicts whose justification or thought the patch's tests or diff contradict (none the reader is labelling). */
export const GET = withAuth(
  { capability: "judge:read", params: ["runId"], response: ZGetRunFlagsResponse },
  async ({ access, params, user }) =>
    listRunFlags({ projectId: access.project.id, runId: params.runId, viewerId: user.id }),
);
