import { fileResponse } from "@/lib/api/file-response";
import { withAuth } from "@/lib/api/with-auth";
import { buildComparisonTable } from "@/lib/research/build-comparison-table";
import { compareTwoRuns } from "@/lib/research/compare-two-runs";
import { ZGetRunComparisonResponse } from "@/lib/research/research-api.types";
import { ZCompareRunsQuery } from "@/lib/research/schemas";
import { formatTable } from "@/lib/tables/format-table";

/**
 * Two runs side by side (`?runA=&runB=`, `&campaign=` for the consensus): the verdict 2×2 with
 * McNemar's exact test, each run against the consensus, and every patch both hold; `?format=csv`
 * downloads the per-patch table (`&flipped=1`: only the flipped patches). Patches the reader is still labelling are left out.
 */
export const GET = withAuth(
  {
    capability: "judge:read",
    query: ZCompareRunsQuery,
    response: ZGetRunComparisonResponse,
    files: true,
    fileTypes: ["text/csv; charset=utf-8"],
  },
  async ({ access, user, query: { format, flipped, ...query } }) => {
    const comparison = await compareTwoRuns({
      projectId: access.project.id,
      viewerId: user.id,
      query,
    });
    if (format !== "csv") return comparison;
    return fileResponse({
      body: formatTable({
        table: buildComparisonTable({ comparison, flippedOnly: flipped }),
        format: "csv",
      }),
      fileName: `${access.project.slug}-compare-${query.runA}-${query.runB}.csv`,
      contentType: "text/csv; charset=utf-8",
    });
  },
);
