import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { toErrorResponse } from "@/lib/errors/to-error-response";
import { createProject } from "@/lib/projects/create-project";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { importDataset } from "./import-dataset";
import type { TImportReport } from "./schemas";

const N = 20;
const bugs = jsonl(
  Array.from({ length: 40 }, (_, i) => ({
    bugId: `B${i}`,
    report: `r${i}`,
    groundTruthPatch: sampleDiff(),
  })),
);
const patches = jsonl(
  Array.from({ length: 40 }, (_, i) => ({
    patchId: `P${i}`,
    bugId: `B${i % 40}`,
    patch: sampleDiff(`  return x + ${i};`),
  })),
);

type TRefusal = { status: number; message: string };

/** N imports of one file at once, as N requests would: each a report or the response to its error. */
async function importAtOnce(projectId: string, fileName: string, bytes: Uint8Array) {
  return Promise.all(
    Array.from({ length: N }, () =>
      importDataset({ projectId, actorId: null, fileName, bytes }).then(
        (report): TImportReport | TRefusal => report,
        async (err: unknown) => {
          const res = toErrorResponse(err);
          return { status: res.status, message: (await res.json()).error.message };
        },
      ),
    ),
  );
}

describe(`${N} concurrent imports of the same file (${DB_PROVIDER})`, () => {
  it("one writes; the others report it unchanged or answer 409; the rows are that one import's", async () => {
    const projectId = (
      await createProject({ input: { slug: "race", name: "Race", description: "" }, actorId: null })
    ).id;
    for (const [fileName, bytes] of [
      ["bugs.jsonl", bugs],
      ["patches.jsonl", patches],
    ] as const) {
      const outcomes = await importAtOnce(projectId, fileName, bytes);
      const reports = outcomes.filter((o): o is TImportReport => "written" in o);
      const written = reports.filter((o) => o.written);
      // Refused by the import's own check inside its transaction, not by a unique key.
      for (const o of outcomes)
        if (!("written" in o))
          expect(o).toEqual({ status: 409, message: expect.stringMatching(/project changed/) });
      expect(written).toHaveLength(1);
      for (const o of reports) if (!o.written) expect(o).toMatchObject({ errorCount: 0 });
      const jobs = await prisma.importJob.findMany({ where: { projectId, fileName } });
      expect(jobs.map((j) => j.id)).toEqual([written[0]!.importJobId]);
    }
    const [job] = await prisma.importJob.findMany({ where: { projectId, fileName: "bugs.jsonl" } });
    const [patchJob] = await prisma.importJob.findMany({
      where: { projectId, fileName: "patches.jsonl" },
    });
    expect(await prisma.bug.count({ where: { projectId } })).toBe(40);
    expect(await prisma.bug.count({ where: { projectId, importJobId: job!.id } })).toBe(40);
    expect(await prisma.patch.count({ where: { projectId } })).toBe(40);
    expect(
      await prisma.patchSource.count({ where: { projectId, importJobId: patchJob!.id } }),
    ).toBe(40);
    expect(await prisma.patchSource.count({ where: { projectId } })).toBe(40);
    expect(await prisma.auditLog.count({ where: { projectId, action: "import.create" } })).toBe(2);
  });
});
