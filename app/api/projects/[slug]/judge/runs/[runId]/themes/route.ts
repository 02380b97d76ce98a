import { withAuth } from "@/lib/api/with-auth";
import { classifyRejectionThemes } from "@/lib/themes/classify-rejection-themes";
import { getRejectionThemes } from "@/lib/themes/get-rejection-themes";
import { ZClassifyThemes } from "@/lib/themes/schemas";
import {
  ZClassifyRejectionThemesResponse,
  ZGetRejectionThemesResponse,
} from "@/lib/themes/themes-api.types";

/** A run's rejection themes (paper 001 §7): counts, shares and examples (none the reader is labelling). */
export const GET = withAuth(
  { capability: "judge:read", params: ["runId"], response: ZGetRejectionThemesResponse },
  async ({ access, params, user }) =>
    getRejectionThemes({ projectId: access.project.id, runId: params.runId, viewerId: user.id }),
);

/** Classifies the run's INVALID justifications (the LLM when configured, else keywords; { offline: true } forces keywords). */
export const POST = withAuth(
  {
    capability: "judge:run",
    params: ["runId"],
    body: ZClassifyThemes,
    response: ZClassifyRejectionThemesResponse,
  },
  async ({ access, params, user, body: { offline } }) => {
    return classifyRejectionThemes({
      projectId: access.project.id,
      runId: params.runId,
      actorId: user.id,
      offline,
    });
  },
);
