import { fileResponse } from "@/lib/api/file-response";
import { withAuth } from "@/lib/api/with-auth";
import { ZGetEffortResponse } from "@/lib/effort/effort-api.types";
import { formatEffortCsv } from "@/lib/effort/format-effort-csv";
import { getEffortReport } from "@/lib/effort/get-effort-report";
import { ZEffortQuery } from "@/lib/effort/schemas";

/** Time to refine rubrics against time raters spend on each bug's patches (leads and admins; JSON or CSV). */
export const GET = withAuth(
  {
    capability: "campaign:manage",
    query: ZEffortQuery,
    response: ZGetEffortResponse,
    files: true,
    fileTypes: ["text/csv; charset=utf-8"],
  },
  async ({ access, user, query }) => {
    const report = await getEffortReport({ projectId: access.project.id, viewerId: user.id });
    if (query.format !== "csv") return report;
    return fileResponse({
      body: formatEffortCsv({ bugs: report.bugs }),
      fileName: `${access.project.slug}-effort.csv`,
      contentType: "text/csv; charset=utf-8",
    });
  },
);
