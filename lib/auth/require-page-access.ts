import { headers } from "next/headers";
import { cache } from "react";
import { forbidden, redirect } from "next/navigation";
import { parseReturnPath } from "./parse-return-path";
import { toPageError } from "./to-page-error";
import { REQUEST_PATH_HEADER } from "./request-path-header";
import { getProjectAccess, type TProjectAccess } from "./get-project-access";
import { getSessionUser, type TSessionUser } from "./get-session-user";
import type { TCapability } from "./roles";

const currentUser = cache(async () => getSessionUser({ headers: await headers() }));

/**
 * For server pages: the signed-in user, or a redirect to /login that carries the requested
 * page (set by proxy.ts) as `next`, so sign-in returns there.
 */
export async function requirePageUser(): Promise<TSessionUser> {
  const user = await currentUser();
  if (!user) redirect(await loginUrl());
  return user;
}

async function loginUrl(): Promise<string> {
  const next = parseReturnPath({ value: (await headers()).get(REQUEST_PATH_HEADER) });
  return next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`;
}

/** For server pages: the user and project access, or /login, or the 403 or 404 page. */
export async function requirePageAccess(options: {
  slug?: string;
  capability?: TCapability;
  siteAdmin?: boolean;
}): Promise<{ user: TSessionUser; access: TProjectAccess | null }> {
  const user = await requirePageUser();
  if (options.siteAdmin && !user.isAdmin) forbidden();
  if (!options.capability || !options.slug) return { user, access: null };
  try {
    return {
      user,
      access: await getProjectAccess({ user, slug: options.slug, capability: options.capability }),
    };
  } catch (err) {
    toPageError(err);
  }
}
