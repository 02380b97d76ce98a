import { withAuth } from "@/lib/api/with-auth";
import { ZGetDraftBatchResponse } from "@/lib/rubrics/rubrics-api.types";
import { getDraftBatch } from "@/lib/rubrics/get-draft-batch";

export const GET = withAuth(
  { capability: "rubric:draft", params: ["batchId"], response: ZGetDraftBatchResponse },
  async ({ params, access }) =>
    getDraftBatch({ projectId: access.project.id, batchId: params.batchId }),
);
