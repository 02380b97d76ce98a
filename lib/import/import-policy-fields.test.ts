import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { importDataset } from "./import-dataset";

// The inputs of patch validation and bug abstention (issue 17): per patch, test outcomes, test
// log, trajectory and author label; per bug, the original contents of the files patches touch.
let projectId = "";

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "imp-pol", name: "Import", description: "" },
      actorId: null,
    })
  ).id;
});

const run = (rows: Record<string, unknown>[], kind: "bugs" | "patches") =>
  importDataset({ projectId, actorId: null, fileName: `${kind}.jsonl`, kind, bytes: jsonl(rows) });

describe("importing the policy inputs", () => {
  it("stores originalFiles per bug and test counts, log, trajectory and author label per patch and source", async () => {
    const bugs = await run(
      [
        {
          bugId: "B1",
          report: "r",
          groundTruthPatch: sampleDiff(),
          originalFiles: { "src/a.c": "int a;\n", "src/b.c": "int b;\n" },
        },
      ],
      "bugs",
    );
    expect(bugs).toMatchObject({ written: true, errors: [] });
    const bug = await prisma.bug.findFirstOrThrow({ where: { projectId, externalId: "B1" } });
    expect(JSON.parse(bug.originalFiles)).toEqual({ "src/a.c": "int a;\n", "src/b.c": "int b;\n" });
    expect(JSON.parse(bug.metadata)).toEqual({}); // not kept twice
    const patches = await run(
      [
        {
          patchId: "P1",
          bugId: "B1",
          patch: sampleDiff("  return 1;"),
          passesTests: false,
          failToPass: { passed: 1, total: 2 },
          passToPass: { passed: 40, total: 41 },
          testLog: "FAIL test_overflow\n",
          trajectoryId: "traj-7",
          authorLabel: "INVALID",
          sample: 3,
        },
      ],
      "patches",
    );
    expect(patches).toMatchObject({ written: true, errors: [] });
    const expected = {
      failToPassPassed: 1,
      failToPassTotal: 2,
      passToPassPassed: 40,
      passToPassTotal: 41,
      testLog: "FAIL test_overflow\n",
      trajectoryId: "traj-7",
      authorLabel: "INVALID",
      metadata: "{}",
    };
    expect(await prisma.patch.findFirstOrThrow({ where: { projectId } })).toMatchObject(expected);
    expect(await prisma.patchSource.findFirstOrThrow({ where: { projectId } })).toMatchObject(
      expected,
    );
    // Re-importing the same bug changes nothing; other original files are a conflict.
    expect(
      await run(
        [
          {
            bugId: "B1",
            report: "r",
            groundTruthPatch: sampleDiff(),
            originalFiles: { "src/a.c": "int a;\n", "src/b.c": "int b;\n" },
          },
        ],
        "bugs",
      ),
    ).toMatchObject({ written: false, unchanged: 1, errors: [] });
    const changed = await run(
      [{ bugId: "B1", report: "r", groundTruthPatch: sampleDiff(), originalFiles: { "x.c": "" } }],
      "bugs",
    );
    expect(changed.errors).toEqual([
      { line: 1, field: "bugId", message: 'bug "B1" already exists with different content' },
    ]);
  });

  it("refuses bad values with their line and field, writing nothing", async () => {
    const before = await prisma.patch.count({ where: { projectId } });
    const report = await run(
      [
        {
          patchId: "Q1",
          bugId: "B1",
          patch: sampleDiff("  return 2;"),
          failToPass: { passed: 3, total: 2 },
        },
        {
          patchId: "Q2",
          bugId: "B1",
          patch: sampleDiff("  return 3;"),
          passToPass: { passed: -1, total: 2 },
        },
        { patchId: "Q3", bugId: "B1", patch: sampleDiff("  return 4;"), authorLabel: "maybe" },
        { patchId: "Q4", bugId: "B1", patch: sampleDiff("  return 5;"), testLog: 7 },
        {
          patchId: "Q5",
          bugId: "B1",
          patch: sampleDiff("  return 6;"),
          testLog: "x".repeat(1024 * 1024 + 1),
        },
      ],
      "patches",
    );
    expect(report.written).toBe(false);
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [1, "failToPass"],
      [2, "passToPass.passed"],
      [3, "authorLabel"],
      [4, "testLog"],
      [5, "testLog"],
    ]);
    expect(report.errors[0]!.message).toMatch(/passed must not exceed total/);
    const bugs = await run(
      [
        { bugId: "B9", report: "r", groundTruthPatch: sampleDiff(), originalFiles: { "": "x" } },
        { bugId: "B10", report: "r", groundTruthPatch: sampleDiff(), originalFiles: { "a.c": 1 } },
        { bugId: "B11", report: "r", groundTruthPatch: sampleDiff(), originalFiles: ["a.c"] },
      ],
      "bugs",
    );
    expect(bugs.written).toBe(false);
    expect(bugs.errors.map((e) => [e.line, e.field.split(".")[0]])).toEqual([
      [1, "originalFiles"],
      [2, "originalFiles"],
      [3, "originalFiles"],
    ]);
    expect(await prisma.patch.count({ where: { projectId } })).toBe(before);
  });
});
