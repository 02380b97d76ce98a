import "@/lib/test/test-db";
import { unzipSync, strFromU8 } from "fflate";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getExport } from "@/app/api/projects/[slug]/agreement/export/route";
import { GET as getExportAll } from "@/app/api/projects/[slug]/agreement/export-all/route";
import { getAuth } from "@/lib/auth/auth";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { createUser } from "@/lib/users/create-user";
import { AGREEMENT_TABLES } from "./schemas";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// "Export all": one request answers a zip of every table in every format (the same bytes as the
// one-table export) and the charts; a rater, who may not read the dashboard, gets a 403.
const SLUG = "zipall";
const ORIGIN = "http://localhost:3000";
const DEMO = "lib/demo/data";
const cookies: Record<string, string> = {};
type THandler = (req: NextRequest, ctx: { params: Promise<{ slug: string }> }) => Promise<Response>;
const get = (handler: THandler, who: string, route: string, search: string) =>
  handler(
    new NextRequest(`${ORIGIN}/api/projects/${SLUG}/${route}?${search}`, {
      headers: { cookie: cookies[who]! },
    }),
    { params: Promise.resolve({ slug: SLUG }) },
  );

beforeAll(async () => {
  const project = await createProject({
    input: { slug: SLUG, name: "Zip all", description: "" },
    actorId: null,
  });
  const ids: Record<string, string> = {};
  for (const role of ["lead", "rater"] as const) {
    const user = await createUser({
      input: {
        email: `${role}@zipall.test`,
        name: role,
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: SLUG, role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    ids[role] = user.id;
    const res = await getAuth().api.signInEmail({
      body: { email: user.email, password: "password-123" },
      asResponse: true,
      headers: new Headers({ origin: ORIGIN }),
    });
    cookies[role] = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }
  await importDemoData({ projectId: project.id });
  await seedPilotCampaign({ projectId: project.id, actorId: ids.lead!, dataDir: DEMO });
}, 60_000);

describe("GET …/agreement/export-all", () => {
  it("answers every table in every format and the heatmap as one zip, as the one-table export", async () => {
    const res = await get(getExportAll, "lead", "agreement/export-all", "replicates=100");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="${SLUG}-agreement-all.zip"`,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);
    expect(names.filter((n) => !n.endsWith(".svg"))).toHaveLength(AGREEMENT_TABLES.length * 4);
    for (const ext of ["csv", "json", "md", "tex"])
      expect(names.filter((n) => n.endsWith(`.${ext}`))).toHaveLength(AGREEMENT_TABLES.length);
    expect(names.some((n) => /-pairwise-kappa(-g\d+)?\.svg$/.test(n))).toBe(true);
    const one = await get(
      getExport,
      "lead",
      "agreement/export",
      "replicates=100&table=human&format=csv",
    );
    const fileName = /filename="([^"]+)"/.exec(one.headers.get("content-disposition")!)![1]!;
    expect(strFromU8(files[fileName]!)).toBe(await one.text());
  });

  it("refuses a rater and a bad query, writing nothing", async () => {
    expect((await get(getExportAll, "rater", "agreement/export-all", "")).status).toBe(403);
    const bad = await get(getExportAll, "lead", "agreement/export-all", "replicates=5");
    expect(bad.status).toBe(422);
    expect(
      ((await bad.json()) as { error: { fields: { path: string }[] } }).error.fields[0]!.path,
    ).toBe("replicates");
  });
});
