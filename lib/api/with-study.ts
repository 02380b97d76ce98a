import type { NextRequest } from "next/server";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { getStudyAccess, type TStudyAccess, type TStudyNeed } from "@/lib/studies/get-study-access";
import type { TResponseSpec } from "./wire.types";
import { withAuth, type THandlerResult, type TRouteHandler } from "./with-auth";

/**
 * withAuth for routes under /projects/[slug]/studies/[studyId]: also checks the user's part in
 * the study (manage, rate or read the report) before the handler.
 */
export function withStudy<const K extends string = never, R extends TResponseSpec = TResponseSpec>(
  options: { need: TStudyNeed; params?: readonly K[]; response: R },
  handler: (ctx: {
    req: NextRequest;
    user: TSessionUser;
    params: Record<K | "slug" | "studyId", string>;
    access: TStudyAccess;
  }) => Promise<THandlerResult<R>>,
): TRouteHandler {
  return withAuth<K | "slug" | "studyId", undefined, R>(
    { response: options.response },
    async ({ req, user, params }) => {
      const access = await getStudyAccess({
        user,
        slug: params.slug,
        studyId: params.studyId,
        need: options.need,
      });
      return handler({ req, user, params, access });
    },
  );
}
