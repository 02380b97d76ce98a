import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { importDataset } from "./import-dataset";

let projectId = "";
const bugs = jsonl([
  { bugId: "B1", report: "r1", groundTruthPatch: sampleDiff() },
  { bugId: "B2", report: "r2", groundTruthPatch: sampleDiff(), bugType: "UAF" },
]);
const counts = async () => ({
  bugs: await prisma.bug.count({ where: { projectId } }),
  patches: await prisma.patch.count({ where: { projectId } }),
  sources: await prisma.patchSource.count({ where: { projectId } }),
  audit: await prisma.auditLog.count({ where: { projectId, action: "import.create" } }),
});

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "imp", name: "Import", description: "" }, actorId: null })
  ).id;
});

describe("importDataset", () => {
  it("writes bugs with an import record and one audit row, then treats a re-import as unchanged", async () => {
    const first = await importDataset({
      projectId,
      actorId: null,
      fileName: "bugs.jsonl",
      bytes: bugs,
    });
    expect(first).toMatchObject({ written: true, created: { bugs: 2 }, errors: [] });
    expect(await counts()).toEqual({ bugs: 2, patches: 0, sources: 0, audit: 1 });
    const again = await importDataset({
      projectId,
      actorId: null,
      fileName: "bugs.jsonl",
      bytes: bugs,
    });
    expect(again).toMatchObject({ written: false, unchanged: 2, created: { bugs: 0 } });
    expect(await counts()).toEqual({ bugs: 2, patches: 0, sources: 0, audit: 1 });
  });

  it("writes nothing when any line is invalid, and only the valid lines with skipInvalid", async () => {
    const file = jsonl([
      { patchId: "P1", bugId: "B1", patch: sampleDiff("  return 1;") },
      { patchId: "P2", bugId: "B1", patch: sampleDiff("  return 1;") },
      { patchId: "P3", bugId: "NOPE", patch: sampleDiff("  return 3;") },
      { patchId: "P4", bugId: "B2", patch: "not a diff" },
    ]);
    const refused = await importDataset({
      projectId,
      actorId: null,
      fileName: "p.jsonl",
      bytes: file,
    });
    expect(refused).toMatchObject({
      written: false,
      invalidLines: 2,
      validLines: 2,
      created: { patches: 0 },
    });
    expect(refused.errors.map((e) => [e.line, e.field])).toEqual([
      [3, "bugId"],
      [4, "patch"],
    ]);
    expect(await counts()).toEqual({ bugs: 2, patches: 0, sources: 0, audit: 1 });

    const partial = await importDataset({
      projectId,
      actorId: null,
      fileName: "p.jsonl",
      bytes: file,
      skipInvalid: true,
    });
    expect(partial).toMatchObject({
      written: true,
      merged: 1,
      created: { patches: 1, sources: 2 },
    });
    expect(await counts()).toEqual({ bugs: 2, patches: 1, sources: 2, audit: 2 });
    const stored = await prisma.patch.findFirstOrThrow({
      where: { projectId },
      include: { sources: true },
    });
    expect(stored).toMatchObject({
      externalId: "P1",
      passesTests: null,
      sample: null,
      metadata: "{}",
    });
    expect(stored.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(stored.sources.map((x) => x.externalId).sort()).toEqual(["P1", "P2"]);
    const job = await prisma.importJob.findUniqueOrThrow({ where: { id: partial.importJobId! } });
    expect(JSON.parse(job.report).errors).toHaveLength(2);
  });

  it("imports the demo data: 8 bugs, 28 rows, one identical pair merged", async () => {
    const p = await createProject({
      input: { slug: "demo-copy", name: "Demo", description: "" },
      actorId: null,
    });
    const b = await importDataset({
      projectId: p.id,
      actorId: null,
      fileName: "b",
      bytes: readFileSync("lib/demo/data/bugs.jsonl"),
    });
    const q = await importDataset({
      projectId: p.id,
      actorId: null,
      fileName: "p",
      bytes: readFileSync("lib/demo/data/patches.jsonl"),
    });
    expect(b.created.bugs).toBe(8);
    expect(q).toMatchObject({
      written: true,
      merged: 1,
      created: { patches: 27, sources: 28 },
      errors: [],
    });
    const typed = await prisma.patchSource.findMany({
      where: { projectId: p.id },
      select: { passesTests: true, sample: true },
    });
    expect(typed.filter((t) => t.passesTests === true)).toHaveLength(20);
    expect(typed.filter((t) => t.passesTests === false)).toHaveLength(8);
    expect(typed.every((t) => typeof t.sample === "number")).toBe(true);
  });

  it("stores a report holding NUL characters on either engine, each kept as ␀ (PVBench's llvm-gh-132891)", async () => {
    const r = await importDataset({
      projectId,
      actorId: null,
      fileName: "nul.jsonl",
      bytes: jsonl([
        {
          bugId: "NUL1",
          report: 'a "x\u0000\u0000" b',
          groundTruthPatch: sampleDiff(),
          extra: "\u0000",
        },
      ]),
    });
    expect(r).toMatchObject({ written: true, errors: [] });
    const bug = await prisma.bug.findFirstOrThrow({
      where: { projectId, externalId: "NUL1" },
      select: { report: true, metadata: true },
    });
    expect(bug.report).toBe('a "x\u2400\u2400" b');
    expect(JSON.parse(bug.metadata)).toEqual({ extra: "\u2400" });
  });
});
