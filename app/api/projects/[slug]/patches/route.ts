import { fileResponse } from "@/lib/api/file-response";
import { withAuth } from "@/lib/api/with-auth";
import { formatPatchTableCsv } from "@/lib/patches/format-patch-table-csv";
import { listProjectPatches } from "@/lib/patches/list-project-patches";
import { ZListPatchesResponse } from "@/lib/patches/patches-api.types";
import { ZPatchTableQuery } from "@/lib/patches/schemas";

/**
 * The project's patch table: filtered, sorted and paged as the query says (bug, bug type, tool,
 * model, tests, each campaign's consensus, each run's label, disagreement, flags); `?format=csv`
 * downloads every matching row. Patches the reader is still labelling are left out.
 */
export const GET = withAuth(
  {
    capability: "agreement:read",
    query: ZPatchTableQuery,
    response: ZListPatchesResponse,
    files: true,
    fileTypes: ["text/csv; charset=utf-8"],
  },
  async ({ access, user, query }) => {
    const csv = query.format === "csv";
    const table = await listProjectPatches({
      projectId: access.project.id,
      viewerId: user.id,
      query,
      all: csv,
    });
    if (!csv) return table;
    return fileResponse({
      body: formatPatchTableCsv({ table }),
      fileName: `${access.project.slug}-patches.csv`,
      contentType: "text/csv; charset=utf-8",
    });
  },
);
