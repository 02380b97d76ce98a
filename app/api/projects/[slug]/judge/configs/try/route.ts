import { withAuth } from "@/lib/api/with-auth";
import { tryJudgeConfig } from "@/lib/judge/worker/try-judge-config";
import { ZTryJudgeConfigResponse } from "@/lib/judge/judge-api.types";
import { ZTryJudgeConfig } from "@/lib/judge/schemas";

/** "Try on one patch": the verdict an unsaved configuration gives one patch (nothing saved but the call). */
export const POST = withAuth(
  { capability: "judge:run", body: ZTryJudgeConfig, response: ZTryJudgeConfigResponse },
  async ({ user, access, body }) =>
    tryJudgeConfig({
      projectId: access.project.id,
      viewerId: user.id,
      input: body,
    }),
);
