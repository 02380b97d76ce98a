import { withAuth } from "@/lib/api/with-auth";
import { fileResponse } from "@/lib/api/file-response";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import { TABLE_FILE_CONTENT_TYPES } from "@/lib/tables/table-file-types";
import { exportResearchTable } from "@/lib/research/export-research-table";
import { getResearchReport } from "@/lib/research/get-research-report";
import { ZResearchExportQuery } from "@/lib/research/schemas";

/** One research table (`?table=`) as CSV, JSON, Markdown or LaTeX (`?format=`), downloaded as a file. */
export const GET = withAuth(
  {
    capability: "agreement:read",
    query: ZResearchExportQuery,
    fileTypes: TABLE_FILE_CONTENT_TYPES,
    response: FILE_RESPONSE,
  },
  async ({ access, user, query: { table, format, ...query } }) => {
    const report = await getResearchReport({
      projectId: access.project.id,
      viewerId: user.id,
      query,
    });
    const { text, fileName, contentType } = exportResearchTable({
      report,
      table,
      format,
      slug: access.project.slug,
    });
    return fileResponse({ body: text, fileName, contentType });
  },
);
