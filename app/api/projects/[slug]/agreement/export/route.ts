import { withAuth } from "@/lib/api/with-auth";
import { fileResponse } from "@/lib/api/file-response";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import { TABLE_FILE_CONTENT_TYPES } from "@/lib/tables/table-file-types";
import { exportAgreementTable } from "@/lib/agreement/export-agreement-table";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementExportQuery } from "@/lib/agreement/schemas";

/** One dashboard table (`?table=`) as CSV, JSON, Markdown or LaTeX (`?format=`), downloaded as a file. */
export const GET = withAuth(
  {
    capability: "agreement:read",
    query: ZAgreementExportQuery,
    fileTypes: TABLE_FILE_CONTENT_TYPES,
    response: FILE_RESPONSE,
  },
  async ({ access, user, query: { table, format, ...query } }) => {
    const dashboard = await getAgreementDashboard({
      projectId: access.project.id,
      viewerId: user.id,
      query,
    });
    const { text, fileName, contentType } = exportAgreementTable({
      dashboard,
      table,
      format,
      slug: access.project.slug,
    });
    return fileResponse({ body: text, fileName, contentType });
  },
);
