import { withAuth } from "@/lib/api/with-auth";
import { ZGetAlignmentResponse } from "@/lib/alignment/alignment-api.types";
import { getAlignmentReport } from "@/lib/alignment/get-alignment-report";
import { ZAlignmentQuery } from "@/lib/alignment/schemas";

/** The alignment view: a judge configuration's versions against a campaign's consensus. */
export const GET = withAuth(
  { capability: "agreement:read", response: ZGetAlignmentResponse },
  async ({ req, access, user }) => {
    const query = ZAlignmentQuery.parse(Object.fromEntries(req.nextUrl.searchParams));
    return getAlignmentReport({ projectId: access.project.id, viewerId: user.id, query });
  },
);
