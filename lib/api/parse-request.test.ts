import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PUT as setPeople } from "@/app/api/projects/[slug]/campaigns/[campaignId]/people/route";
import { POST as createProjectRoute } from "@/app/api/projects/route";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { ZSetCampaignPeople } from "@/lib/campaigns/schemas";
import { ZCreateProject } from "@/lib/projects/schemas";
import { parseRequest } from "./parse-request";

// The routes run for real (withAuth/withCampaign, the parse step); only the session is replaced.
const session = vi.hoisted(() => ({ user: null as TSessionUser | null }));
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => session.user }));

/** The default app origin (lib/api get-app-origins): a write from it passes the CSRF check. */
const ORIGIN = "http://localhost:3000";
const ADMIN: TSessionUser = { id: "u-admin", email: "a@x.test", name: "A", isAdmin: true };
const PLAIN: TSessionUser = { id: "u-plain", email: "p@x.test", name: "P", isAdmin: false };

const jsonRequest = (url: string, method: string, body: unknown, type = "application/json") =>
  new NextRequest(new URL(url, ORIGIN), {
    method,
    headers: { "content-type": type, origin: ORIGIN },
    body: JSON.stringify(body),
  });
const params = (p: Record<string, string> = {}) => ({ params: Promise.resolve(p) });

describe("a route's declared body", () => {
  it("is the schema the wrapper validates with: a bad body is a 422 naming the field", async () => {
    expect(createProjectRoute.body).toBe(ZCreateProject);
    session.user = ADMIN;
    const res = await createProjectRoute(
      jsonRequest("/api/projects", "POST", { slug: 5, name: "" }),
      params(),
    );
    expect(res.status).toBe(422);
    const { error } = (await res.json()) as {
      error: { code: string; fields: { path: string }[] };
    };
    expect(error.code).toBe("INVALID_INPUT");
    expect(error.fields.map((f) => f.path).sort()).toEqual(["name", "slug"]);
  });

  it("is read only as JSON (415), and only after the auth checks (403 first)", async () => {
    session.user = ADMIN;
    const text = await createProjectRoute(
      jsonRequest("/api/projects", "POST", { slug: "x" }, "text/plain"),
      params(),
    );
    expect(text.status).toBe(415);
    session.user = PLAIN;
    const forbidden = await createProjectRoute(
      jsonRequest("/api/projects", "POST", { slug: 5 }),
      params(),
    );
    expect(forbidden.status).toBe(403);
  });

  it("on a campaign route is parsed after the campaign check, as before", async () => {
    expect(setPeople.body).toBe(ZSetCampaignPeople);
    session.user = PLAIN;
    const res = await setPeople(
      jsonRequest("/api/projects/nope/campaigns/none/people", "PUT", { raters: 5 }),
      params({ slug: "nope", campaignId: "none" }),
    );
    expect([403, 404]).toContain(res.status);
  });
});

describe("parseRequest", () => {
  const Q = z.object({
    limit: z.coerce.number().int().min(1).default(50),
    tag: z.string().optional(),
  });

  it("parses the query string with its schema: a repeated key keeps its last value", async () => {
    const req = new NextRequest(new URL("http://localhost/x?limit=5&tag=a&tag=b"));
    expect(await parseRequest({ req, spec: { query: Q } })).toEqual({
      body: undefined,
      query: { limit: 5, tag: "b" },
    });
  });

  it("throws the ZodError of a bad query (a 422 naming the field) and leaves undeclared parts alone", async () => {
    const req = new NextRequest(new URL("http://localhost/x?limit=0"));
    await expect(parseRequest({ req, spec: { query: Q } })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["limit"] })],
    });
    expect(await parseRequest({ req, spec: {} })).toEqual({ body: undefined, query: undefined });
  });
});
