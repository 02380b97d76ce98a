import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { toErrorResponse } from "@/lib/errors/to-error-response";
import { jsonl } from "@/lib/test/diffs";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { importExternalVerdicts, type TExternalImportReport } from "./import-external-verdicts";
import { ZImportExternalRun } from "./schemas-external";

let projectId = "";
const patchIds = Array.from({ length: 5 }, (_, b) =>
  Array.from({ length: 4 }, (_, p) => `ext-${b}:${p}`),
).flat();
const file = (flip = "") =>
  jsonl(
    patchIds.flatMap((patchId, i) =>
      ["a", "b"].map((strategy) => ({
        patchId,
        strategy,
        label: (i % 3 === 0) !== (patchId === flip && strategy === "a") ? "VALID" : "INVALID",
      })),
    ),
  );
const settings = (extra: Record<string, string> = {}) =>
  ZImportExternalRun.parse({ name: "Ext", model: "m", split: "strategy", ...extra });
const importFile = (bytes: Uint8Array, extra: Record<string, string> = {}) =>
  importExternalVerdicts({
    projectId,
    actorId: null,
    fileName: "verdicts.jsonl",
    bytes,
    settings: settings(extra),
  });
const counts = async () => ({
  configs: await prisma.judgeConfig.count({ where: { projectId } }),
  runs: await prisma.judgeRun.count({ where: { projectId } }),
  results: await prisma.judgeResult.count({ where: { run: { projectId } } }),
});

beforeAll(async () => {
  projectId = await seedSyntheticProject({ slug: "ext", bugs: 5, patchesPerBug: 4 });
});

describe(`judge import of the same verdicts again (${DB_PROVIDER})`, () => {
  it("reports every run unchanged and adds nothing; a changed verdict makes a new version of its run only", async () => {
    const first = await importFile(file());
    expect(first.written).toBe(true);
    expect(first.runs.map((r) => [r.split, r.version, r.unchanged])).toEqual([
      ["a", 1, false],
      ["b", 1, false],
    ]);
    const before = await counts();
    expect(before).toEqual({ configs: 2, runs: 2, results: 40 });

    const again = await importFile(file());
    expect(again).toMatchObject({ written: false, errorCount: 0 });
    expect(again.runs.map((r) => [r.id, r.version, r.unchanged])).toEqual(
      first.runs.map((r) => [r.id, 1, true]),
    );
    expect(await counts()).toEqual(before);

    // One verdict of strategy a differs: a new version of that run; b's is unchanged.
    const changed = await importFile(file(patchIds[1]));
    expect(changed.written).toBe(true);
    expect(changed.runs.map((r) => [r.split, r.version, r.unchanged])).toEqual([
      ["a", 2, false],
      ["b", 1, true],
    ]);
    // Another setting (the source) makes other runs.
    const sourced = await importFile(file(patchIds[1]), { source: "paper" });
    expect(sourced.runs.map((r) => [r.version, r.unchanged])).toEqual([
      [3, false],
      [2, false],
    ]);
    expect(await counts()).toEqual({ configs: 5, runs: 5, results: 100 });
  });

  it("refuses a split into more runs than maxRuns, naming the field and the count, unless raised", async () => {
    const wide = jsonl(patchIds.map((patchId, i) => ({ patchId, label: "VALID", row: `r${i}` })));
    const before = await counts();
    const refused = await importFile(wide, { name: "Wide", split: "row", maxRuns: "10" }).catch(
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(422);
    expect((refused as AppError).message).toMatch(/"row" has 20 distinct values.*maxRuns/);
    // The default cap (50) lets 20 through; an explicit maxRuns of 20 too.
    const allowed = await importFile(wide, { name: "Wide", split: "row", maxRuns: "20" });
    expect(allowed.runs).toHaveLength(20);
    expect((await counts()).runs).toBe(before.runs + 20);
    expect(settings().maxRuns).toBe(50);
  });

  it("20 imports of one file at once: one writes the run, the 19 others find it unchanged", async () => {
    const bytes = jsonl(patchIds.map((patchId) => ({ patchId, label: "INVALID", strategy: "c" })));
    const before = await counts();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        importFile(bytes, { name: "Race" }).then(
          (report): TExternalImportReport | number => report,
          (err: unknown) => toErrorResponse(err).status,
        ),
      ),
    );
    // They take turns inside the transaction: none collides with another's version (a 409).
    expect(outcomes.filter((o) => typeof o === "number")).toEqual([]);
    const reports = outcomes as TExternalImportReport[];
    expect(reports.filter((r) => r.written)).toHaveLength(1);
    for (const r of reports) if (!r.written) expect(r.runs[0]!.unchanged).toBe(true);
    const configs = await prisma.judgeConfig.findMany({ where: { projectId, name: "Race c" } });
    expect(configs.map((c) => c.version)).toEqual([1]);
    expect(await counts()).toEqual({
      configs: before.configs + 1,
      runs: before.runs + 1,
      results: before.results + 20,
    });
  });
});
