import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adjudicationItemRoute from "@/app/api/projects/[slug]/campaigns/[campaignId]/adjudication/[patchId]/route";
import * as adjudicationRoute from "@/app/api/projects/[slug]/campaigns/[campaignId]/adjudication/route";
import * as ratingRoute from "@/app/api/projects/[slug]/campaigns/[campaignId]/items/[assignmentId]/rating/route";
import * as itemRoute from "@/app/api/projects/[slug]/campaigns/[campaignId]/items/[assignmentId]/route";
import * as queueRoute from "@/app/api/projects/[slug]/campaigns/[campaignId]/queue/route";
import * as campaignRoute from "@/app/api/projects/[slug]/campaigns/[campaignId]/route";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { setProjectRoles } from "@/lib/users/set-project-roles";
import { changeCampaignPhase } from "./change-campaign-phase";
import { createCampaign } from "./create-campaign";
import { listMyCampaigns } from "./list-my-campaigns";
import { ZCreateCampaign } from "./schemas";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { importDemoData } from "@/lib/test/import-demo-data";

/**
 * Access follows the user's current project roles, not only the campaign's membership rows:
 * a rater whose rater role was removed (admin page, admin API, CLI: all go through
 * setProjectRoles) can neither read their queue nor store a rating, at once; a named
 * adjudicator who left the project cannot adjudicate. Nothing they labelled is lost.
 * The route handlers run for real; only the session lookup is stubbed with the user.
 */
let signedIn: TSessionUser | null = null;
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => signedIn }));

const SLUG = "revoke";
const users: Record<string, TSessionUser> = {};
let campaignId = "";
const call = async <P extends Record<string, string>>(
  as: string,
  handler: (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>,
  params: P,
  body?: unknown,
) => {
  signedIn = users[as]!;
  const req = new NextRequest(
    "http://localhost/api/x",
    body === undefined
      ? {}
      : {
          method: "PUT",
          body: JSON.stringify(body),
          headers: { "content-type": "application/json" },
        },
  );
  const res = await handler(req, { params: Promise.resolve(params) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const firstPending = async (who: string) =>
  (
    await prisma.assignment.findFirstOrThrow({
      where: { campaignId, raterId: users[who]!.id, status: "pending" },
      orderBy: { position: "asc" },
    })
  ).id;

beforeAll(async () => {
  const projectId = (
    await createProject({
      input: { slug: SLUG, name: "Revoked roles", description: "" },
      actorId: null,
    })
  ).id;
  for (const [tag, role] of [
    ["lead", "lead"],
    ["r1", "rater"],
    ["r2", "rater"],
    ["r3", "rater"],
    ["adj", "engineer"],
  ] as const) {
    users[tag] = await createUser({
      input: {
        email: `${tag}@${SLUG}.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: SLUG, role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  }
  users.site = await createUser({
    input: {
      email: `site@${SLUG}.test`,
      name: "site",
      password: "password-123",
      isAdmin: true,
      projectRoles: [],
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  await importDemoData({ projectId });
  campaignId = (
    await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "C",
        selection: { kind: "all" },
        raterIds: [users.r1!.id, users.r2!.id, users.r3!.id],
        adjudicatorIds: [users.adj!.id],
      }),
    })
  ).id;
});

describe("campaign access follows current project roles", () => {
  it("a rater whose role was removed reads no queue and stores no rating, and keeps what they labelled", async () => {
    const params = { slug: SLUG, campaignId };
    const done = await firstPending("r1");
    expect(
      (
        await call(
          "r1",
          ratingRoute.PUT,
          { ...params, assignmentId: done },
          { label: "VALID", justification: "before the change" },
        )
      ).status,
    ).toBe(200);
    expect((await call("r1", queueRoute.GET, params)).status).toBe(200);
    expect((await listMyCampaigns({ userId: users.r1!.id })).map((c) => c.id)).toEqual([
      campaignId,
    ]);

    await setProjectRoles({ userId: users.r1!.id, projectSlug: SLUG, roles: [], actorId: null });
    const pending = await firstPending("r1");
    const before = await prisma.rating.findMany({ where: { campaignId }, orderBy: { id: "asc" } });
    const queue = await call("r1", queueRoute.GET, params);
    expect(queue).toMatchObject({ status: 403, body: { error: { code: "FORBIDDEN" } } });
    expect((await call("r1", itemRoute.GET, { ...params, assignmentId: done })).status).toBe(403);
    expect(
      (
        await call(
          "r1",
          ratingRoute.PUT,
          { ...params, assignmentId: pending },
          { label: "INVALID", justification: "after the change" },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          "r1",
          ratingRoute.PUT,
          { ...params, assignmentId: done },
          { label: "INVALID", justification: "revised after the change" },
        )
      ).status,
    ).toBe(403);
    expect(await prisma.rating.findMany({ where: { campaignId }, orderBy: { id: "asc" } })).toEqual(
      before,
    );
    expect(before).toHaveLength(1);
    expect(await listMyCampaigns({ userId: users.r1!.id })).toEqual([]);
    // The lead sees who can no longer rate; their finished item still counts.
    const overview = (await call("lead", campaignRoute.GET, params)).body as {
      raters: { userId: string }[];
    };
    expect(overview.raters.find((r) => r.userId === users.r1!.id)).toMatchObject({
      active: true,
      hasRole: false,
      done: 1,
    });
    expect(overview.raters.find((r) => r.userId === users.r3!.id)).toMatchObject({
      active: true,
      hasRole: true,
    });

    // Another role in the project is not the rater role.
    await setProjectRoles({
      userId: users.r2!.id,
      projectSlug: SLUG,
      roles: ["engineer"],
      actorId: null,
    });
    expect((await call("r2", queueRoute.GET, params)).status).toBe(403);
    expect(await listMyCampaigns({ userId: users.r2!.id })).toEqual([]);
    // A site admin is not a rater of a campaign they are not in.
    expect((await call("site", queueRoute.GET, params)).status).toBe(403);

    // Given the role back, the rater finds their finished work where they left it.
    await setProjectRoles({
      userId: users.r1!.id,
      projectSlug: SLUG,
      roles: ["rater"],
      actorId: null,
    });
    const back = await call("r1", queueRoute.GET, params);
    expect(back).toMatchObject({ status: 200, body: { done: 1 } });
    expect((await call("r1", itemRoute.GET, { ...params, assignmentId: done })).body).toMatchObject(
      { myRating: { label: "VALID", justification: "before the change" } },
    );
  });

  it("a named adjudicator who left the project can no longer adjudicate", async () => {
    await changeCampaignPhase({ campaignId, actorId: users.lead!.id, input: { phase: "reveal" } });
    const params = { slug: SLUG, campaignId };
    expect((await call("adj", adjudicationRoute.GET, params)).status).toBe(200);
    expect((await listMyCampaigns({ userId: users.adj!.id })).map((c) => c.role)).toEqual([
      "adjudicator",
    ]);
    await setProjectRoles({ userId: users.adj!.id, projectSlug: SLUG, roles: [], actorId: null });
    expect((await call("adj", adjudicationRoute.GET, params)).status).toBe(403);
    const patchId = (await prisma.campaignPatch.findFirstOrThrow({ where: { campaignId } }))
      .patchId;
    expect((await call("adj", adjudicationItemRoute.GET, { ...params, patchId })).status).toBe(403);
    expect(
      (
        await call(
          "adj",
          adjudicationItemRoute.PUT,
          { ...params, patchId },
          { label: "VALID", themes: ["other"] },
        )
      ).status,
    ).toBe(403);
    expect(await prisma.consensus.count({ where: { campaignId, method: "adjudicated" } })).toBe(0);
    expect(await listMyCampaigns({ userId: users.adj!.id })).toEqual([]);
    // Any current role in the project makes them an adjudicator again.
    await setProjectRoles({
      userId: users.adj!.id,
      projectSlug: SLUG,
      roles: ["rater"],
      actorId: null,
    });
    expect((await call("adj", adjudicationRoute.GET, params)).status).toBe(200);
  });
});
