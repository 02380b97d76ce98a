import { withAuth } from "@/lib/api/with-auth";
import { buildResearchTables } from "@/lib/research/build-research-tables";
import { getResearchReport } from "@/lib/research/get-research-report";
import { ZGetResearchResponse } from "@/lib/research/research-api.types";
import { ZResearchRouteQuery } from "@/lib/research/schemas";

/**
 * The research tables: scored runs, paired runs, bouncer metrics, pass@k by tool, plausible vs
 * valid, localization. With `include=report`, the whole report and its tables, as `rubricate
 * research` prints them (the page needs only the tables).
 */
export const GET = withAuth(
  { capability: "agreement:read", query: ZResearchRouteQuery, response: ZGetResearchResponse },
  async ({ access, user, query: { include, ...query } }) => {
    const report = await getResearchReport({
      projectId: access.project.id,
      viewerId: user.id,
      query,
    });
    if (include === "report") return { ...report, tables: buildResearchTables({ report }) };
    return {
      campaign: report.campaign,
      runs: report.runs,
      missing: report.missing,
      consensusPatches: report.consensusPatches,
      options: report.options,
      bootstrap: report.bootstrap,
      pairRuns: report.pairs.map((p) => ({ runA: p.aId, runB: p.bId })),
      tables: buildResearchTables({ report }),
    };
  },
);
