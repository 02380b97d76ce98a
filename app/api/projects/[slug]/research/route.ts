import { withAuth } from "@/lib/api/with-auth";
import { buildResearchTables } from "@/lib/research/build-research-tables";
import { getResearchReport } from "@/lib/research/get-research-report";
import { ZGetResearchResponse } from "@/lib/research/research-api.types";
import { ZResearchQuery } from "@/lib/research/schemas";

/** The research tables: scored runs, paired runs, bouncer metrics, pass@k by tool, plausible vs valid, localization. */
export const GET = withAuth(
  { capability: "agreement:read", query: ZResearchQuery, response: ZGetResearchResponse },
  async ({ access, user, query }) => {
    const report = await getResearchReport({
      projectId: access.project.id,
      viewerId: user.id,
      query,
    });
    return {
      campaign: report.campaign,
      runs: report.runs,
      consensusPatches: report.consensusPatches,
      options: report.options,
      bootstrap: report.bootstrap,
      pairs: report.pairs.map((p) => ({ runA: p.aId, runB: p.bId })),
      tables: buildResearchTables({ report }),
    };
  },
);
