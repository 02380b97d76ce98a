import { withAuth } from "@/lib/api/with-auth";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { listJudgeConfigs } from "@/lib/judge/config/list-judge-configs";
import { ZCreateJudgeConfigResponse, ZGetJudgeConfigsResponse } from "@/lib/judge/judge-api.types";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";

export const GET = withAuth(
  { capability: "judge:read", response: ZGetJudgeConfigsResponse },
  async ({ access }) => listJudgeConfigs({ projectId: access.project.id }),
);

/** Saves a configuration; an existing name gets its next version. */
export const POST = withAuth(
  { capability: "judge:run", body: ZCreateJudgeConfig, response: ZCreateJudgeConfigResponse },
  async ({ user, access, body: input }) => {
    return {
      config: await createJudgeConfig({ projectId: access.project.id, actorId: user.id, input }),
    };
  },
);
