import { fileResponse } from "@/lib/api/file-response";
import { withAuth } from "@/lib/api/with-auth";
import { ZGetRubricAnalyticsResponse } from "@/lib/rubrics/rubrics-api.types";
import { formatAnalyticsCsv } from "@/lib/rubrics/format-analytics-csv";
import { getRubricAnalytics } from "@/lib/rubrics/get-rubric-analytics";
import { ZRubricAnalyticsQuery } from "@/lib/rubrics/schemas-query";

export const GET = withAuth(
  {
    capability: "project:read",
    query: ZRubricAnalyticsQuery,
    response: ZGetRubricAnalyticsResponse,
    files: true,
    fileTypes: ["text/csv; charset=utf-8"],
  },
  async ({ access, query }) => {
    const report = await getRubricAnalytics({ projectId: access.project.id });
    if (query.format !== "csv") return report;
    return fileResponse({
      body: formatAnalyticsCsv({ rows: report.rows }),
      fileName: `${access.project.slug}-rubric-analytics.csv`,
      contentType: "text/csv; charset=utf-8",
    });
  },
);
