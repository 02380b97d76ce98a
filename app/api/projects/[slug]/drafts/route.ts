import { withAuth } from "@/lib/api/with-auth";
import { ZRequestDraftsResponse } from "@/lib/rubrics/rubrics-api.types";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { ZRequestDrafts } from "@/lib/rubrics/schemas";
import { startDraftWorker } from "@/lib/rubrics/start-draft-worker";

export const POST = withAuth(
  { capability: "rubric:draft", body: ZRequestDrafts, response: ZRequestDraftsResponse },
  async ({ user, access, body: input }) => {
    const result = await requestDrafts({ projectId: access.project.id, actorId: user.id, input });
    startDraftWorker();
    return result;
  },
);
