import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { createProject } from "@/lib/projects/create-project";
import { classifyRejectionThemes } from "./classify-rejection-themes";
import { getRejectionThemes } from "./get-rejection-themes";
import { BASELINE_THEMES_REASON } from "./schemas";
import { importDemoData } from "@/lib/test/import-demo-data";

/**
 * Which runs have rejection themes: a no-LLM baseline run's "justifications" are generated
 * similarity sentences, so its themes are refused with the reason (not charted beside the
 * paper's); an imported run's themes say they sort the imported tool's justifications.
 */
let projectId = "";
const runs: Record<"baseline" | "external" | "internal", string> = {
  baseline: "",
  external: "",
  internal: "",
};

async function makeRun(options: {
  provider: string;
  origin: "internal" | "external";
  source?: string;
}) {
  const patches = await prisma.patch.findMany({
    where: { projectId },
    orderBy: { externalId: "asc" },
    take: 3,
    select: { id: true },
  });
  const config = await prisma.judgeConfig.create({
    data: {
      projectId,
      name: `${options.provider}-${options.origin}`,
      version: 1,
      provider: options.provider,
      model: "m",
      promptTemplate: options.provider === "baseline" ? "baseline" : "judge-rubric",
      promptVersion: "1",
      reference: options.provider === "baseline" ? "ground_truth" : "golden",
    },
  });
  const run = await prisma.judgeRun.create({
    data: {
      projectId,
      configId: config.id,
      status: "completed",
      total: patches.length,
      origin: options.origin,
      source: options.source ?? null,
    },
  });
  for (const [i, p] of patches.entries()) {
    const job = await prisma.judgeJob.create({
      data: { runId: run.id, patchId: p.id, sample: 0, status: "done" },
    });
    await prisma.judgeResult.create({
      data: {
        runId: run.id,
        jobId: job.id,
        patchId: p.id,
        sample: 0,
        label: "INVALID",
        justification:
          options.provider === "baseline"
            ? `No-LLM baseline: similarity 0.${i}0 to the developer fix (files 0.50, changed lines 0.10) is below the 0.50 threshold, so INVALID.`
            : "The patch violates the rubric's requirement to check the length.",
      },
    });
  }
  return run.id;
}

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "thkinds", name: "Theme run kinds", description: "" },
      actorId: null,
    })
  ).id;
  await importDemoData({ projectId });
  runs.baseline = await makeRun({ provider: "baseline", origin: "internal" });
  runs.external = await makeRun({ provider: "external", origin: "external", source: "tool.csv" });
  runs.internal = await makeRun({ provider: "mock", origin: "internal" });
});

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      return { code: err.code, message: err.message };
    },
  );

describe("rejection themes by kind of run", () => {
  it("a baseline run: classifying and reading are refused with the reason, nothing is stored", async () => {
    const expected = { code: "CONFLICT", message: BASELINE_THEMES_REASON };
    expect(
      await refusal(
        classifyRejectionThemes({ projectId, runId: runs.baseline, actorId: null, offline: true }),
      ),
    ).toEqual(expected);
    expect(await prisma.rejectionTheme.count({ where: { runId: runs.baseline } })).toBe(0);
    expect(
      await prisma.auditLog.count({
        where: { action: "judge.themes.classify", entityId: runs.baseline },
      }),
    ).toBe(0);
    // Themes stored before this refusal existed are not shown either.
    await prisma.rejectionTheme.create({
      data: {
        runId: runs.baseline,
        patchId: (await prisma.judgeResult.findFirstOrThrow({ where: { runId: runs.baseline } }))
          .patchId,
        sample: 0,
        theme: "violating_rubric_requirements",
        source: "offline",
        classifier: "offline-keywords",
      },
    });
    expect(
      await refusal(getRejectionThemes({ projectId, runId: runs.baseline, viewerId: null })),
    ).toEqual(expected);
    expect(BASELINE_THEMES_REASON).toMatch(/needs? a judge that reads a rubric/);
  });

  it("an imported run: the view says the justifications are the imported tool's", async () => {
    await classifyRejectionThemes({
      projectId,
      runId: runs.external,
      actorId: null,
      offline: true,
    });
    const view = await getRejectionThemes({ projectId, runId: runs.external, viewerId: null });
    expect(view).toMatchObject({ origin: "external", invalid: 3, classified: 3 });
    expect(view.note).toBe(
      "Imported run: these are the justifications of the imported tool (tool.csv), not of a judge of this project; the themes sort what that tool wrote.",
    );
  });

  it("a run of this project's judge: no note", async () => {
    await classifyRejectionThemes({
      projectId,
      runId: runs.internal,
      actorId: null,
      offline: true,
    });
    const view = await getRejectionThemes({ projectId, runId: runs.internal, viewerId: null });
    expect(view).toMatchObject({ origin: "internal", note: null, invalid: 3, classified: 3 });
    expect(view.themes.find((t) => t.theme === "violating_rubric_requirements")?.count).toBe(3);
  });
});
