import { prisma } from "@/lib/db/client";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import {
  campaignIds,
  dbSnapshot,
  draftedRubric,
  studyId,
  waitForBackgroundWork,
} from "./authz-world";
import { call, type TPrincipal, type TRequester } from "./authz-call";
import { EXPECTED, type TCtx } from "./authz-routes";
import { PASSWORD, expect, type TWorld, type TWorldUser } from "./fixtures";

// The route × principal matrix of authz-matrix.spec.ts (browser sessions) and
// authz-matrix-tokens.spec.ts (API tokens): its world and the loop that checks every route.

export const principal = (name: string, p: Partial<TPrincipal>): TPrincipal => ({
  name,
  signedIn: true,
  roles: [],
  isAdmin: false,
  inCampaign: null,
  ...p,
});

/** Campaign and study routes also face a project rater outside them and a named adjudicator. */
export const partScoped = (route: string) =>
  route.includes("[campaignId]") || route.includes("[studyId]");

export type TMatrixWorld = {
  ctx: TCtx;
  /** Every principal of every route, with the user behind it (none: anonymous). */
  everywhere: [TPrincipal, TWorldUser | null][];
  /** Principals of the campaign and study routes only (partScoped). */
  campaignOnly: [TPrincipal, TWorldUser | null][];
};

/** The matrix's world: a campaign, a judge run, a drafted rubric and a study with real ids. */
export async function setUpMatrixWorld(world: TWorld): Promise<TMatrixWorld> {
  const mkUser = async (
    tag: string,
    roles: { projectSlug: string; role: "rater" }[],
  ): Promise<TWorldUser & { id: string }> => {
    const email = `${tag}-${world.slug}@e2e.test`;
    const u = await createUser({
      input: {
        email,
        name: `${tag} ${world.slug}`,
        password: PASSWORD,
        isAdmin: false,
        projectRoles: roles,
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    return { email, name: u.name, id: u.id };
  };
  const outsider = await mkUser("outsider", []);
  const otherRater = await mkUser("rater-elsewhere", [{ projectSlug: world.slug, role: "rater" }]);
  const ids = await campaignIds(world, { adjudicators: [world.users.engineer2] });
  const { batchId, versionId } = await draftedRubric(world, "tinyjson-17");
  await waitForBackgroundWork();
  const run = await prisma.judgeRun.findUniqueOrThrow({
    where: { id: ids.runId },
    select: { configId: true },
  });
  const ctx: TCtx = {
    slug: world.slug,
    bugId: "tinyjson-17",
    patchId: ids.patchId,
    batchId,
    versionId,
    userId: outsider.id,
    campaignId: ids.campaignId,
    assignmentId: ids.assignmentId,
    campaignPatchId: ids.patchId,
    runId: ids.runId,
    configId: run.configId,
    studyId: await studyId(world, "tinyjson-17"),
  };
  return {
    ctx,
    everywhere: [
      [principal("anonymous", { signedIn: false }), null],
      [principal("signed in, no role in the project", {}), outsider],
      [
        principal("rater (of the campaign)", { roles: ["rater"], inCampaign: "rater" }),
        world.users.rater,
      ],
      [principal("engineer", { roles: ["engineer"] }), world.users.engineer],
      [principal("lead", { roles: ["lead"] }), world.users.lead],
      [principal("project admin", { roles: ["admin"] }), world.users.admin],
      [principal("site admin", { isAdmin: true }), world.users.siteAdmin],
    ],
    campaignOnly: [
      [principal("rater outside the campaign", { roles: ["rater"] }), otherRater],
      [
        principal("named adjudicator (engineer)", {
          roles: ["engineer"],
          inCampaign: "adjudicator",
        }),
        world.users.engineer2,
      ],
    ],
  };
}

/** What a caller gets from a route: through (any answer but 401/403, below 500) or refused with a status. */
export type TOutcome = "allowed" | 401 | 403 | 404;
const CODES = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" } as const;

/** One caller of the matrix. */
export type TMatrixCaller = {
  name: string;
  requester: TRequester;
  /** What `route` must answer this caller. */
  outcome: (route: string) => TOutcome;
  /** A read-only credential: even the routes it may use must change nothing in the database. */
  readOnly?: boolean;
  /** Another credential of the same user (their browser session): every allowed call answers the same status for both. */
  sameAs?: TRequester;
};

export type TMatrixCheck = { route: string; caller: string; outcome: TOutcome; status: number };

/**
 * Calls every route of EXPECTED as each of `callers(route)`: refused callers with a body that
 * would do something real (the database must not change), allowed ones with a body that fails
 * validation (or a GET). Returns every check made.
 */
export async function runMatrix(options: {
  ctx: TCtx;
  callers: (route: string) => TMatrixCaller[];
}): Promise<TMatrixCheck[]> {
  const { ctx } = options;
  const checks: TMatrixCheck[] = [];
  for (const route of Object.keys(EXPECTED)) {
    const callers = options.callers(route).map((c) => ({ ...c, expected: c.outcome(route) }));
    const refused = callers.filter((c) => c.expected !== "allowed");
    const allowed = callers.filter((c) => c.expected === "allowed");
    const before = await dbSnapshot();
    for (const c of refused) {
      const res = await call(c.requester, route, ctx);
      checks.push({ route, caller: c.name, outcome: c.expected, status: res.status });
      const code = CODES[c.expected as keyof typeof CODES];
      expect(res.status, `${route} as ${c.name}: ${res.text}`).toBe(c.expected);
      expect(JSON.parse(res.text), `${route} as ${c.name}`).toMatchObject({ error: { code } });
    }
    const allowedCall = async (c: (typeof allowed)[number]) => {
      // A body that fails validation (or a GET): the rule let them through if the answer is neither 401 nor 403.
      const res = await call(c.requester, route, ctx, false);
      checks.push({ route, caller: c.name, outcome: "allowed", status: res.status });
      expect(res.status, `${route} as ${c.name}: ${res.text}`).not.toBe(401);
      expect(res.status, `${route} as ${c.name}: ${res.text}`).not.toBe(403);
      expect(res.status, `${route} as ${c.name}: ${res.text}`).toBeLessThan(500);
      if (c.sameAs) {
        const session = await call(c.sameAs, route, ctx, false);
        expect(res.status, `${route} as ${c.name}, and as the same user's session`).toBe(
          session.status,
        );
      }
    };
    for (const c of allowed.filter((c) => c.readOnly)) await allowedCall(c);
    expect(
      await dbSnapshot(),
      `${route}: the database after ${refused.length} refused calls (and read-only ones)`,
    ).toEqual(before);
    for (const c of allowed.filter((c) => !c.readOnly)) await allowedCall(c);
  }
  return checks;
}
