import { fileResponse } from "@/lib/api/file-response";
import { withAuth } from "@/lib/api/with-auth";
import { ZGetRubricAnalyticsResponse } from "@/lib/rubrics/rubrics-api.types";
import { formatAnalyticsCsv } from "@/lib/rubrics/format-analytics-csv";
import { getRubricAnalytics } from "@/lib/rubrics/get-rubric-analytics";

export const GET = withAuth(
  { capability: "project:read", response: ZGetRubricAnalyticsResponse, files: true },
  async ({ req, access }) => {
    const report = await getRubricAnalytics({ projectId: access.project.id });
    if (req.nextUrl.searchParams.get("format") !== "csv") return report;
    return fileResponse({
      body: formatAnalyticsCsv({ rows: report.rows }),
      fileName: `${access.project.slug}-rubric-analytics.csv`,
      contentType: "text/csv; charset=utf-8",
    });
  },
);
