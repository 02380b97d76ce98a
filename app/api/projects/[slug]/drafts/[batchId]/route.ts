import { withAuth } from "@/lib/api/with-auth";
import { getDraftBatch } from "@/lib/rubrics/get-draft-batch";

export const GET = withAuth<{ slug: string; batchId: string }, true>({ capability: "rubric:draft" }, async ({ params, access }) =>
  getDraftBatch({ projectId: access.project.id, batchId: params.batchId }),
);
