import { AppError, notFound } from "@/lib/errors/app-error";
import type { TTokenPrincipal } from "./schemas";

/** Methods a `read` token may use. */
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Routes outside /api/projects/{slug} that a project-scoped token may still read. */
const ACROSS_PROJECTS = new Set(["GET /api/me", "GET /api/projects", "GET /api/openapi.json"]);

/**
 * Whether a request made with a token may reach a route, before any role check (those run
 * after, as for the token's user): never a route marked session-only (tokens and passwords are
 * managed in a browser); a `read` token only reads (GET, and the POST routes marked
 * compute-only: they answer from a body or an upload and write nothing); a project-scoped token sees no other
 * project (404, as if it did not exist) and, outside /api/projects/{slug}, only the routes
 * that list what it can reach. Throws the error to answer; returns nothing when allowed.
 */
export function checkTokenReach(options: {
  token: TTokenPrincipal;
  method: string;
  pathname: string;
  slug: string | undefined;
  sessionOnly: boolean;
  /** A POST that computes an answer from its input and writes nothing (withAuth `computeOnly`). */
  computeOnly?: boolean;
}): void {
  const { token, method, pathname, slug } = options;
  if (options.sessionOnly)
    throw new AppError(
      "FORBIDDEN",
      "API tokens and passwords are managed in a signed-in browser session, not with a token.",
    );
  if (token.scope === "read" && !READ_METHODS.has(method) && !options.computeOnly)
    throw new AppError("FORBIDDEN", "This API token is read-only; create a read-write token.");
  if (!token.project) return;
  if (slug !== undefined) {
    if (slug !== token.project.slug) throw notFound("Project");
    return;
  }
  if (!ACROSS_PROJECTS.has(`${method === "HEAD" ? "GET" : method} ${pathname.replace(/\/$/, "")}`))
    throw new AppError(
      "FORBIDDEN",
      `This API token reaches project ${token.project.slug} only (routes under /api/projects/${token.project.slug}).`,
    );
}
