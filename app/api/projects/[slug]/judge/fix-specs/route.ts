import { withAuth } from "@/lib/api/with-auth";
import { listFixSpecifications } from "@/lib/fix-specs/list-fix-specifications";
import { ZListFixSpecsResponse } from "@/lib/fix-specs/fix-specs-api.types";
import { ZListFixSpecsQuery } from "@/lib/fix-specs/schemas";

/** The project's fix specifications (written by fix_spec judge runs), newest first. */
export const GET = withAuth(
  { capability: "judge:read", query: ZListFixSpecsQuery, response: ZListFixSpecsResponse },
  async ({ access, query }) => {
    return listFixSpecifications({ projectId: access.project.id, query });
  },
);
