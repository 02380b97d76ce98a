import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { claimDraftJobs } from "@/lib/rubrics/claim-draft-jobs";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { reviewRubric } from "@/lib/rubrics/review-rubric";
import { runDraftJob } from "@/lib/rubrics/run-draft-job";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { editKey, ZRequestDrafts, ZReviewRubric, ZSaveRubric } from "@/lib/rubrics/schemas";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { submitRubric } from "@/lib/rubrics/submit-rubric";
import { seedDemo } from "@/lib/seed/seed-demo";
import { exportProject } from "./export-project";
import { importDump } from "./import-dump";

const userId = async (email: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { email } })).id;
async function* each(lines: string[]) {
  yield* lines;
}
async function dump(pageSize?: number): Promise<string[]> {
  const out: string[] = [];
  await exportProject({
    slug: "demo",
    pageSize,
    write: (chunk) => void out.push(...chunk.trimEnd().split("\n")),
  });
  return out;
}
/** Deletes the project as a fresh server would lack it (the audit log keeps its rows, unlinked, on delete). */
async function forgetDemo() {
  const auditIds = a
    .slice(1)
    .map((l) => JSON.parse(l))
    .filter((l) => l.type === "AuditLog")
    .map((l) => l.row.id as string);
  await prisma.project.delete({ where: { slug: "demo" } });
  await prisma.auditLog.deleteMany({ where: { id: { in: auditIds } } });
}
const types = (lines: string[]) => lines.slice(1).map((l) => JSON.parse(l).type as string);

let a: string[] = [];
let bugId = "";

/** A golden rubric with a returned round: draft → edit → returned with an edit comment → edit → confirmed. */
beforeAll(async () => {
  await seedDemo({ ifEmpty: false });
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: "demo" } });
  const [ea, eb] = [
    await userId("engineer-a@demo.rubricate"),
    await userId("engineer-b@demo.rubricate"),
  ];
  bugId = (
    await prisma.bug.findFirstOrThrow({
      where: { projectId: project.id },
      orderBy: { externalId: "asc" },
    })
  ).externalId;
  await requestDrafts({
    projectId: project.id,
    actorId: ea,
    input: ZRequestDrafts.parse({ bugIds: [bugId], engine: "offline" }),
  });
  expect(
    await runDraftJob({
      jobId: (await claimDraftJobs({ limit: 1, leaseUntil: new Date(Date.now() + 60_000) }))[0]!.id,
    }),
  ).toBe("done");
  const at = { projectId: project.id, bugExternalId: bugId, format: "templated" as const };
  const save = async (suffix: string) => {
    const rubric = await prisma.rubric.findFirstOrThrow({
      where: { bug: { externalId: bugId } },
      include: { currentVersion: true, versions: { where: { number: 1 } } },
    });
    const content = rubric.currentVersion!.content + suffix;
    const notes = segmentEdits({ base: rubric.versions[0]!.content, next: content }).map((r) => ({
      key: editKey(r),
      justification: "Scope.",
      themes: ["scope"],
    }));
    return saveRubricVersion({
      ...at,
      userId: ea,
      input: ZSaveRubric.parse({ baseVersionId: rubric.currentVersionId, content, notes }),
    });
  };
  const v2 = await save("\n- The fix must also reject empty input.\n");
  await submitRubric({ ...at, userId: ea, versionId: v2.versionId });
  const edit = await prisma.rubricEdit.findFirstOrThrow({ where: { versionId: v2.versionId } });
  await reviewRubric({
    ...at,
    userId: eb,
    input: ZReviewRubric.parse({
      versionId: v2.versionId,
      decision: "returned",
      editComments: [{ editId: edit.id, comment: "Too strict." }],
    }),
  });
  const v3 = await save("- Empty input is out of scope.\n");
  await submitRubric({ ...at, userId: ea, versionId: v3.versionId });
  await reviewRubric({
    ...at,
    userId: eb,
    input: ZReviewRubric.parse({ versionId: v3.versionId, decision: "confirmed" }),
  });
  a = await dump();
});

describe("importDump", () => {
  it("restores rubrics with their version chain, edits and reviews: the new dump equals the old one", async () => {
    expect((await dump(7)).slice(1)).toEqual(a.slice(1)); // paging (7 rows per query) changes nothing
    const t = types(a);
    for (const model of [
      "Rubric",
      "DraftJob",
      "RubricVersion",
      "RubricEdit",
      "RubricReview",
      "RubricEditComment",
    ])
      expect(t, model).toContain(model);
    await forgetDemo();
    const result = await importDump({ lines: each(a) });
    expect(result).toMatchObject({ project: "demo", matchedUsers: 7 });
    const b = await dump();
    expect(b.slice(1)).toEqual(a.slice(1));
    const rubric = await prisma.rubric.findFirstOrThrow({
      where: { bug: { externalId: bugId } },
      include: { goldenVersion: true },
    });
    expect(rubric).toMatchObject({ status: "golden", goldenVersion: { number: 3 } });
  });

  it("matches users by email (re-pointing their rows) and writes nothing on a line out of order", async () => {
    await forgetDemo();
    const old = await userId("engineer-b@demo.rubricate");
    await prisma.user.delete({ where: { id: old } });
    await prisma.user.create({
      data: { id: "restored-b", email: "engineer-b@demo.rubricate", name: "Eli (new server)" },
    });
    const bugLine = a.findIndex((l) => JSON.parse(l).type === "Bug");
    const shuffled = [a[0]!, a[1]!, a[bugLine]!, ...a.slice(2, bugLine), ...a.slice(bugLine + 1)];
    await expect(importDump({ lines: each(shuffled) })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: "Dump line 4: User rows after Bug rows (the dump's order is fixed).",
    });
    expect(await prisma.project.count({ where: { slug: "demo" } })).toBe(0);
    const stray = a.map((l) =>
      JSON.parse(l).type === "Bug"
        ? l.replace(/"projectId":"[^"]+"/, '"projectId":"elsewhere"')
        : l,
    );
    await expect(importDump({ lines: each(stray) })).rejects.toMatchObject({
      code: "INVALID_INPUT",
      message: expect.stringMatching(/^Dump line \d+: projectId is not the dump's project/),
    });

    await importDump({ lines: each(a) });
    const reviews = await prisma.rubricReview.findMany({ select: { reviewerId: true } });
    expect(reviews.map((r) => r.reviewerId)).toEqual(["restored-b", "restored-b"]);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: "restored-b" } })).toMatchObject({
      name: "Eli (new server)",
    });
    expect(await prisma.user.count({ where: { id: old } })).toBe(0);
    await expect(importDump({ lines: each(a) })).rejects.toBeInstanceOf(AppError);
  });
});
