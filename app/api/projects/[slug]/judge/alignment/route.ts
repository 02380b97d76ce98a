import { withAuth } from "@/lib/api/with-auth";
import { ZGetAlignmentResponse } from "@/lib/alignment/alignment-api.types";
import { getAlignmentReport } from "@/lib/alignment/get-alignment-report";
import { ZAlignmentQuery } from "@/lib/alignment/schemas";

/** The alignment view: a judge configuration's versions against a campaign's consensus. */
export const GET = withAuth(
  { capability: "agreement:read", query: ZAlignmentQuery, response: ZGetAlignmentResponse },
  async ({ access, user, query }) => {
    return getAlignmentReport({ projectId: access.project.id, viewerId: user.id, query });
  },
);
