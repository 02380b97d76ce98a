import type { NextRequest } from "next/server";
import type { z } from "zod";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { getStudyAccess, type TStudyAccess, type TStudyNeed } from "@/lib/studies/get-study-access";
import type { TParsed } from "./parse-request";
import type { TResponseSpec } from "./wire.types";
import { withAccess } from "./with-access";
import type { THandlerResult, TRouteHandler } from "./with-auth";

/**
 * withAuth for routes under /projects/[slug]/studies/[studyId]: also checks the user's part in
 * the study (manage, rate or read the report) before the handler; the declared `body` and
 * `query` are parsed after that check (lib/api/with-access.ts).
 */
export function withStudy<
  const K extends string = never,
  R extends TResponseSpec = TResponseSpec,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  options: { need: TStudyNeed; params?: readonly K[]; response: R; body?: B; query?: Q },
  handler: (ctx: {
    req: NextRequest;
    user: TSessionUser;
    params: Record<K | "slug" | "studyId", string>;
    access: TStudyAccess;
    body: TParsed<B>;
    query: TParsed<Q>;
  }) => Promise<THandlerResult<R>>,
): TRouteHandler {
  const { need, params: _params, ...rest } = options;
  return withAccess<K | "slug" | "studyId", TStudyAccess, R, B, Q>(
    {
      ...rest,
      access: ({ user, params }) =>
        getStudyAccess({ user, slug: params.slug, studyId: params.studyId, need }),
    },
    handler,
  );
}
