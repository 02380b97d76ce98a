import { fileResponse } from "@/lib/api/file-response";
import { withAuth } from "@/lib/api/with-auth";
import { FILE_RESPONSE } from "@/lib/api/wire.types";
import { exportJudgeResults } from "@/lib/judge/results/export-judge-results";
import { ZJudgeExportQuery } from "@/lib/judge/schemas";

/** The run's results as CSV or JSONL (`?format=`), downloaded as a file streamed page by page. */
export const GET = withAuth(
  {
    capability: "judge:read",
    params: ["runId"],
    query: ZJudgeExportQuery,
    fileTypes: ["text/csv; charset=utf-8", "application/x-ndjson; charset=utf-8"],
    response: FILE_RESPONSE,
  },
  async ({ access, params, user, query: { format } }) => {
    const { stream, fileName } = await exportJudgeResults({
      projectId: access.project.id,
      runId: params.runId,
      viewerId: user.id,
      format,
    });
    return fileResponse({
      body: stream,
      fileName,
      contentType:
        format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
    });
  },
);
