import { withAuth } from "@/lib/api/with-auth";
import { formatAnalyticsCsv } from "@/lib/rubrics/format-analytics-csv";
import { getRubricAnalytics } from "@/lib/rubrics/get-rubric-analytics";

export const GET = withAuth<{ slug: string }, true>({ capability: "project:read" }, async ({ req, access }) => {
  const report = await getRubricAnalytics({ projectId: access.project.id });
  if (req.nextUrl.searchParams.get("format") !== "csv") return report;
  return new Response(formatAnalyticsCsv({ rows: report.rows }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${access.project.slug}-rubric-analytics.csv"`,
    },
  });
});
