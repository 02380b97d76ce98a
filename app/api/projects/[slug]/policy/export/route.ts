import { withAuth } from "@/lib/api/with-auth";
import { fileResponse } from "@/lib/api/file-response";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import { TABLE_FILE_CONTENT_TYPES } from "@/lib/tables/table-file-types";
import { exportPolicyTable } from "@/lib/policies/export-policy-table";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { ZPolicyExportQuery } from "@/lib/policies/schemas";

/** One policy table (`?table=`) as CSV, JSON, Markdown or LaTeX (`?format=`), downloaded as a file. */
export const GET = withAuth(
  {
    capability: "agreement:read",
    query: ZPolicyExportQuery,
    fileTypes: TABLE_FILE_CONTENT_TYPES,
    response: FILE_RESPONSE,
  },
  async ({ access, user, query: { table, format, ...query } }) => {
    const evaluation = await getPolicyEvaluation({
      projectId: access.project.id,
      viewerId: user.id,
      query,
    });
    const { text, fileName, contentType } = exportPolicyTable({
      evaluation,
      table,
      format,
      slug: access.project.slug,
    });
    return fileResponse({ body: text, fileName, contentType });
  },
);
