import { withAuth } from "@/lib/api/with-auth";
import { ZHeldOutReport } from "@/lib/tuning/few-shot-api.types";
import { getHeldOutReport } from "@/lib/tuning/get-held-out-report";
import { ZHeldOutQuery } from "@/lib/tuning/schemas-few-shot";

/** The held-out report of a tuned version: before/after κ, precision, recall on held-out patches only. */
export const GET = withAuth(
  { capability: "judge:run", query: ZHeldOutQuery, response: ZHeldOutReport },
  async ({ user, access, query }) => {
    return getHeldOutReport({ projectId: access.project.id, viewerId: user.id, query });
  },
);
