import { exportAgreementFiles } from "./export-agreement-files";
import { getAgreementDashboard } from "./get-agreement-dashboard";
import type { TAgreementQuery } from "./schemas";
import { zipAgreementFiles } from "./zip-agreement-files";

/**
 * The dashboard's "Export all": every table in every format and every chart (SVG), as the
 * viewer sees the dashboard (getAgreementDashboard: hidden patches left out), zipped.
 */
export async function exportAgreementZip(options: {
  projectId: string;
  viewerId: string | null;
  slug: string;
  query: TAgreementQuery;
}): Promise<{ bytes: Uint8Array; fileName: string; files: string[] }> {
  const { projectId, viewerId, slug, query } = options;
  const dashboard = await getAgreementDashboard({ projectId, viewerId, query });
  const files = exportAgreementFiles({ dashboard, slug });
  return {
    bytes: zipAgreementFiles({ files }),
    fileName: `${slug}-agreement-all.zip`,
    files: files.map((f) => f.name),
  };
}
