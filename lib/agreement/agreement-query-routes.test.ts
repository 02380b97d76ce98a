import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getExport } from "@/app/api/projects/[slug]/agreement/export/route";
import { GET as getDashboard } from "@/app/api/projects/[slug]/agreement/route";
import { GET as getResearch } from "@/app/api/projects/[slug]/research/route";
import { getAuth } from "@/lib/auth/auth";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The real route handlers with a lead's session: every query parameter is checked, and a bad
// one is a 422 naming it, never a dashboard silently computed with something else.
const SLUG = "params";
const ORIGIN = "http://localhost:3000";
const DEMO = "lib/demo/data";
let cookie = "";
type THandler = (req: NextRequest, ctx: { params: Promise<{ slug: string }> }) => Promise<Response>;
const get = async (handler: THandler, route: string, search: string) => {
  const res = await handler(
    new NextRequest(`${ORIGIN}/api/projects/${SLUG}/${route}?${search}`, { headers: { cookie } }),
    { params: Promise.resolve({ slug: SLUG }) },
  );
  return { status: res.status, body: await res.json().catch(() => null) };
};

beforeAll(async () => {
  const project = await createProject({
    input: { slug: SLUG, name: "Params", description: "" },
    actorId: null,
  });
  const lead = await createUser({
    input: {
      email: "lead@params.test",
      name: "lead",
      password: "password-123",
      isAdmin: false,
      projectRoles: [{ projectSlug: SLUG, role: "lead" }],
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  await importDemoData({ projectId: project.id });
  await seedPilotCampaign({ projectId: project.id, actorId: lead.id, dataDir: DEMO });
  const res = await getAuth().api.signInEmail({
    body: { email: lead.email, password: "password-123" },
    asResponse: true,
    headers: new Headers({ origin: ORIGIN }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

describe("the agreement query, as the API reads it", () => {
  it("answers with the settings asked for: no missing label, a bootstrap of 100", async () => {
    const ok = await get(getDashboard, "agreement", "missing=&replicates=100&seed=7");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ missing: [], bootstrap: { replicates: 100, seed: 7 } });
  });

  it("refuses a label no rating has, a verdict as missing, or an unknown parameter: 422 naming it", async () => {
    const bogus = await get(getDashboard, "agreement", "missing=BOGUS&replicates=100");
    expect(bogus.status).toBe(422);
    expect(bogus.body.error.message).toMatch(
      /^missing: no rating of this campaign has the label "BOGUS"/,
    );
    const verdict = await get(getDashboard, "agreement", "missing=INVALID");
    expect(verdict.status).toBe(422);
    expect(verdict.body.error.fields).toEqual([
      {
        path: "missing",
        message: "VALID and INVALID are the verdicts compared; they cannot count as missing",
      },
    ]);
    const unknown = await get(getDashboard, "agreement", "campaign=x");
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toMatch(/unknown parameter campaign/);
    const replicates = await get(getDashboard, "agreement", "replicates=lots");
    expect(replicates.status).toBe(422);
    expect(replicates.body.error.fields[0].path).toBe("replicates");
  });

  it("the table export and the research tables refuse the same", async () => {
    const table = await get(getExport, "agreement/export", "table=human&format=csv&missing=BOGUS");
    expect(table.status).toBe(422);
    expect(table.body.error.message).toMatch(/^missing: /);
    const research = await get(getResearch, "research", "missing=BOGUS&replicates=100");
    expect(research.status).toBe(422);
    expect(research.body.error.message).toMatch(/^missing: /);
  });
});
