import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { until } from "@/lib/test/until";
import { createJudgeConfig } from "../config/create-judge-config";
import { startJudgeRun } from "../queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { createJudgeWorker } from "../worker/create-judge-worker";
import { exportJudgeResults } from "./export-judge-results";
import { formatResultsExport } from "./format-results-export";
import { listJudgeResults } from "./list-judge-results";

const BUGS = 40;
const PATCHES_PER_BUG = 5;
let projectId = "";
let runId = "";

beforeAll(async () => {
  projectId = await seedSyntheticProject({
    slug: "export-stream",
    bugs: BUGS,
    patchesPerBug: PATCHES_PER_BUG,
  });
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: "similarity",
      provider: "baseline",
      reference: "ground_truth",
      samples: 2,
    }),
  });
  runId = (
    await startJudgeRun({
      projectId,
      actorId: null,
      input: ZStartJudgeRun.parse({ configId: config.id, concurrency: 64 }),
    })
  ).id;
  const worker = createJudgeWorker({ pollMs: 20 });
  try {
    await until(
      async () =>
        (await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status === "completed",
      30_000,
      "the baseline run to finish",
      25,
    );
  } finally {
    await worker.stop();
  }
});

const read = async (stream: ReadableStream<Uint8Array>) => {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(decoder.decode(chunk, { stream: true }));
  return chunks;
};

describe("exportJudgeResults", () => {
  it("streams the same bytes as one text of every row, in pages", async () => {
    const { rows } = await listJudgeResults({ projectId, runId, viewerId: "nobody", limit: 500 });
    expect(rows).toHaveLength(BUGS * PATCHES_PER_BUG);
    for (const format of ["csv", "jsonl"] as const) {
      const whole = formatResultsExport({
        rows: rows.map(({ key: _k, ...r }) => ({ ...r, consensusChanges: [] })),
        format,
      });
      const { stream, fileName } = await exportJudgeResults({
        projectId,
        runId,
        viewerId: "nobody",
        format,
        pageSize: 7,
      });
      expect(fileName).toBe(`judge-run-${runId}.${format}`);
      const chunks = await read(stream);
      expect(chunks.join("")).toBe(whole);
      // 200 patches in pages of 7 (and the CSV header on its own).
      expect(chunks.filter((c) => c.length > 0).length).toBe(
        Math.ceil(rows.length / 7) + (format === "csv" ? 1 : 0),
      );
    }
  });

  it("hands out the first page before the later ones are read from the database", async () => {
    const { stream } = await exportJudgeResults({
      projectId,
      runId,
      viewerId: "nobody",
      format: "jsonl",
      pageSize: 10,
    });
    const reader = stream.getReader();
    const first = await reader.read();
    const lines = new TextDecoder().decode(first.value).trim().split("\n");
    expect(lines).toHaveLength(10);
    // Results stored after the first page went out show up in the later pages: they are read lazily.
    const last = `export-stream-${BUGS - 1}:${PATCHES_PER_BUG - 1}`;
    const job = await prisma.judgeJob.findFirstOrThrow({
      where: { runId, sample: 0, patch: { externalId: last } },
      select: { id: true },
    });
    await prisma.judgeResult.update({
      where: { jobId: job.id },
      data: { justification: "written after the first page" },
    });
    let rest = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toContain("written after the first page");
    expect(rest.trim().split("\n")).toHaveLength(BUGS * PATCHES_PER_BUG - 10);
  });
});
