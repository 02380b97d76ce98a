import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postCampaign } from "@/app/api/projects/[slug]/campaigns/route";
import { POST as postDrafts } from "@/app/api/projects/[slug]/drafts/route";
import { POST as postImport } from "@/app/api/projects/[slug]/imports/route";
import { POST as postConfig } from "@/app/api/projects/[slug]/judge/configs/route";
import { POST as postRun } from "@/app/api/projects/[slug]/judge/runs/route";
import { getAuth } from "@/lib/auth/auth";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { ZCreateJudgeConfig } from "@/lib/judge/schemas";
import { createProject } from "@/lib/projects/create-project";
import { sampleDiff } from "@/lib/test/diffs";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

// The real route handlers, called in-process with a real session cookie: untrusted input must
// get a 4xx naming what is wrong, and write nothing.
const SLUG = "untrusted";
/** Rows of every table these routes write. */
const countTableRows = async () => ({
  bugs: await prisma.bug.count(),
  patches: await prisma.patch.count(),
  sources: await prisma.patchSource.count(),
  imports: await prisma.importJob.count(),
  audit: await prisma.auditLog.count(),
  campaigns: await prisma.campaign.count(),
  configs: await prisma.judgeConfig.count(),
  runs: await prisma.judgeRun.count(),
  jobs: await prisma.judgeJob.count(),
  drafts: await prisma.draftJob.count(),
});
const ORIGIN = "http://localhost:3000";
let cookie = "";
let configId = "";
const DEEP = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
type THandler = (req: NextRequest, ctx: { params: Promise<{ slug: string }> }) => Promise<Response>;
const call = (
  handler: THandler,
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
) =>
  handler(
    new NextRequest(`${ORIGIN}/api/projects/${SLUG}/${path}`, {
      method: "POST",
      body,
      headers: { cookie, origin: ORIGIN, ...headers },
    }),
    { params: Promise.resolve({ slug: SLUG }) },
  );
/** A JSON body with one field set to JSON nested 20,000 levels deep (written as text: JSON.stringify overflows on it). */
const deepBody = (fields: Record<string, unknown>, deepField: string) =>
  JSON.stringify({ ...fields, [deepField]: "DEEP" }).replace('"DEEP"', DEEP);
const upload = (text: string, name = "bugs.jsonl") => {
  const form = new FormData();
  form.set("file", new File([text], name));
  form.set("kind", "auto");
  return call(postImport, "imports", form);
};

beforeAll(async () => {
  const project = await createProject({
    input: { slug: SLUG, name: "Untrusted", description: "" },
    actorId: null,
  });
  const lead = await createUser({
    input: {
      email: "lead@untrusted.test",
      name: "lead",
      password: "password-123",
      isAdmin: false,
      projectRoles: [
        { projectSlug: SLUG, role: "lead" },
        { projectSlug: SLUG, role: "engineer" },
      ],
    },
    actorId: null,
    hashPassword: reusePasswordHash,
  });
  const res = await getAuth().api.signInEmail({
    body: { email: lead.email, password: "password-123" },
    asResponse: true,
    headers: new Headers({ origin: ORIGIN }),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session_token");
  await importDataset({
    projectId: project.id,
    actorId: null,
    fileName: "b",
    bytes: new TextEncoder().encode(
      JSON.stringify({ bugId: "B0", report: "r", groundTruthPatch: sampleDiff() }) + "\n",
    ),
  });
  await importDataset({
    projectId: project.id,
    actorId: null,
    fileName: "p",
    bytes: new TextEncoder().encode(
      JSON.stringify({ patchId: "P0", bugId: "B0", patch: sampleDiff("  return 2;") }) + "\n",
    ),
  });
  configId = (
    await createJudgeConfig({
      projectId: project.id,
      actorId: null,
      input: ZCreateJudgeConfig.parse({
        name: "sim",
        provider: "baseline",
        reference: "ground_truth",
      }),
    })
  ).id;
});

describe("JSON nested 20,000 levels deep", () => {
  it.each([
    [
      "judge configuration temperature",
      postConfig,
      "judge/configs",
      { name: "x", provider: "baseline", reference: "ground_truth" },
      "temperature",
    ],
    ["judge run concurrency", postRun, "judge/runs", {}, "concurrency"],
    ["judge run filter", postRun, "judge/runs", {}, "filter"],
    [
      "campaign raters per patch",
      postCampaign,
      "campaigns",
      { name: "c", selection: { kind: "all" } },
      "ratersPerPatch",
    ],
    ["draft request bug ids", postDrafts, "drafts", { engine: "offline" }, "bugIds"],
  ] as const)(
    "in the %s answers 422 naming the field and writes nothing",
    async (_name, handler, path, fields, deepField) => {
      const before = await countTableRows();
      const res = await call(
        handler as THandler,
        path,
        deepBody(path === "judge/runs" ? { ...fields, configId } : fields, deepField),
        { "content-type": "application/json" },
      );
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(
        new RegExp(`^${deepField}\\.0\\.0\\.…: nested deeper than 64 levels`),
      );
      expect(await countTableRows()).toEqual(before);
    },
  );

  it("in an imported bug's metadata is a line error naming the field, and nothing is written", async () => {
    const before = await countTableRows();
    const good = (i: number) =>
      JSON.stringify({ bugId: `D${i}`, report: "r", groundTruthPatch: sampleDiff() });
    const bad = JSON.stringify({
      bugId: "D-deep",
      report: "r",
      groundTruthPatch: sampleDiff(),
      metadata: { trace: "DEEP" },
    }).replace('"DEEP"', DEEP);
    const res = await upload([good(1), bad, good(2)].join("\n"));
    expect(res.status).toBe(200);
    const { report } = (await res.json()) as { report: { written: boolean; errors: unknown[] } };
    expect(report).toMatchObject({ written: false, invalidLines: 1, errorCount: 1 });
    expect(report.errors).toEqual([
      { line: 2, field: "metadata.trace.0.…", message: "nested deeper than 64 levels" },
    ]);
    expect(await countTableRows()).toEqual(before);
  });
});

describe("imports through the upload route", () => {
  it("reports the one bad line of a 10,000-line bugs file and writes nothing", async () => {
    const before = await countTableRows();
    const lines = Array.from({ length: 10_000 }, (_, i) =>
      JSON.stringify({
        bugId: `T${i}`,
        report: "r",
        groundTruthPatch: sampleDiff(`  return ${i};`),
      }),
    );
    lines[9_000] = '{"bugId": "T9000", "report": ';
    const res = await upload(lines.join("\n"));
    expect(res.status).toBe(200);
    const { report } = (await res.json()) as {
      report: { errors: { line: number; field: string; message: string }[] };
    };
    expect(report).toMatchObject({
      written: false,
      totalLines: 10_000,
      validLines: 9_999,
      invalidLines: 1,
      errorCount: 1,
    });
    expect(report.errors).toEqual([
      { line: 9_001, field: "(line)", message: expect.stringMatching(/^invalid JSON/) },
    ]);
    expect(await countTableRows()).toEqual(before);
  });

  it("lists the first 1,000 line errors of a file full of them and counts the rest", async () => {
    const res = await upload(
      [
        JSON.stringify({ bugId: "E0", report: "r", groundTruthPatch: sampleDiff() }),
        ...Array.from({ length: 5_000 }, () => "{oops"),
      ].join("\n"),
    );
    const { report } = (await res.json()) as { report: { errors: unknown[] } };
    expect(report).toMatchObject({ written: false, invalidLines: 5_000, errorCount: 5_000 });
    expect(report.errors).toHaveLength(1_000);
  });

  it("writes a valid upload, and refuses a body that is not multipart with a 422", async () => {
    const res = await upload(
      JSON.stringify({ bugId: "U1", report: "r", groundTruthPatch: sampleDiff() }) + "\n",
    );
    expect(await res.json()).toMatchObject({ report: { written: true, created: { bugs: 1 } } });
    expect(await prisma.bug.count({ where: { externalId: "U1" } })).toBe(1);
    const plain = await call(postImport as THandler, "imports", "{}", {
      "content-type": "application/json",
    });
    expect(plain.status).toBe(422);
    const noFile = new FormData();
    noFile.set("kind", "bugs");
    expect((await call(postImport as THandler, "imports", noFile)).status).toBe(422);
  });
});
