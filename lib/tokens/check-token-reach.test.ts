import { describe, expect, it } from "vitest";
import type { AppError } from "@/lib/errors/app-error";
import { appErrorOf } from "@/lib/test/app-error-of";
import { checkTokenReach } from "./check-token-reach";
import type { TTokenPrincipal } from "./schemas";

const token = (p: Partial<TTokenPrincipal>): TTokenPrincipal => ({
  id: "t",
  scope: "read-write",
  project: null,
  ...p,
});
/** The error a request would get, or null when the token reaches the route. */
const reach = (
  t: TTokenPrincipal,
  method: string,
  pathname: string,
  slug?: string,
  sessionOnly = false,
  computeOnly = false,
): AppError | null => {
  const run = () => checkTokenReach({ token: t, method, pathname, slug, sessionOnly, computeOnly });
  try {
    run();
    return null;
  } catch {
    return appErrorOf(run);
  }
};

describe("checkTokenReach", () => {
  it("a read-write token of every project reaches any route that is not session-only", () => {
    expect(reach(token({}), "POST", "/api/projects/p/judge/runs", "p")).toBeNull();
    expect(reach(token({}), "DELETE", "/api/admin/users")).toBeNull();
  });
  it("session-only routes refuse every token", () => {
    expect(reach(token({}), "POST", "/api/me/password", undefined, true)?.code).toBe("FORBIDDEN");
  });
  it("a read token only reads", () => {
    const t = token({ scope: "read" });
    expect(reach(t, "GET", "/api/projects/p/agreement", "p")).toBeNull();
    expect(reach(t, "HEAD", "/api/projects/p/agreement", "p")).toBeNull();
    for (const m of ["POST", "PUT", "PATCH", "DELETE"])
      expect(reach(t, m, "/api/projects/p/judge/runs", "p")?.message).toMatch(/read-only/);
  });
  it("a read token may POST to a compute-only route (it writes nothing), not to a session-only one", () => {
    const t = token({ scope: "read" });
    const preview = "/api/projects/p/campaigns/benchmark-preview";
    expect(reach(t, "POST", preview, "p", false, true)).toBeNull();
    expect(reach(t, "POST", preview, "p", false, false)?.message).toMatch(/read-only/);
    expect(reach(t, "POST", "/api/me/password", undefined, true, true)?.code).toBe("FORBIDDEN");
  });
  it("a project-scoped token: its project only (another is 404), and only the listing routes outside it", () => {
    const t = token({ project: { id: "1", slug: "mine" } });
    expect(reach(t, "GET", "/api/projects/mine/agreement", "mine")).toBeNull();
    expect(reach(t, "GET", "/api/projects/other/agreement", "other")?.code).toBe("NOT_FOUND");
    expect(reach(t, "GET", "/api/projects")).toBeNull();
    expect(reach(t, "GET", "/api/me")).toBeNull();
    expect(reach(t, "GET", "/api/me/campaigns")?.code).toBe("FORBIDDEN");
    expect(reach(t, "POST", "/api/projects")?.code).toBe("FORBIDDEN");
    expect(reach(t, "GET", "/api/admin/users")?.code).toBe("FORBIDDEN");
  });
});
