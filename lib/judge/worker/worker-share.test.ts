import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { seedSyntheticProject } from "@/lib/test/seed-synthetic-project";
import { spawnWorker, until, type TSpawnedWorker } from "@/lib/test/spawn-worker";
import { createJudgeConfig } from "../config/create-judge-config";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "../schemas";
import { startJudgeRun } from "../queue/start-judge-run";

// The audit's stall: two workers (the CLI's and the server's) on one 189-patch run, each
// holding prefetched jobs that the other counted against the run's limit, so neither started
// a call. Several worker processes share runs here, round after round, on either engine.
const BUGS = 63;
const PATCHES_PER_BUG = 3;
const N = BUGS * PATCHES_PER_BUG;
const LIMIT = 8;
const ROUNDS = 3;

let server: TMockLlmServer;
let projectId = "";
const workers: TSpawnedWorker[] = [];

const startWorker = () => {
  const w = spawnWorker({
    databaseUrl: TEST_DATABASE_URL,
    llmUrl: server.url,
    leaseMs: 10_000,
    exitWhenIdle: false,
  });
  workers.push(w);
  return w.id;
};

beforeAll(async () => {
  server = await startMockLlmServer({ port: 0, latencyMs: 5 });
  Object.assign(process.env, {
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: server.url,
    LLM_MODEL: "mock-judge",
  });
  projectId = await seedSyntheticProject({
    slug: "share",
    bugs: BUGS,
    patchesPerBug: PATCHES_PER_BUG,
  });
});
afterAll(async () => {
  for (const w of workers) w.child.kill("SIGKILL");
  await Promise.all(workers.map((w) => w.exit));
  await server?.close();
});

/** One run shared by the running workers: it must finish, with one result per job and never more calls at once than its limit. */
async function shareOneRun(name: string) {
  // A new model name per round: no answer comes from an earlier round's cached calls.
  const config = await createJudgeConfig({
    projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name,
      provider: "openai-compatible",
      model: `mock-${name}`,
      reference: "report_only",
      samples: 1,
    }),
  });
  server.stats.maxInFlight = server.stats.inFlight;
  const run = await startJudgeRun({
    projectId,
    actorId: null,
    input: ZStartJudgeRun.parse({ configId: config.id, concurrency: LIMIT }),
  });
  expect(run.total).toBe(N);
  const open = async () =>
    ["queued", "running"].includes(
      (await prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } })).status,
    );
  await until(async () => !(await open()), 60_000).catch(async (err) => {
    const jobs = await prisma.judgeJob.groupBy({
      by: ["status"],
      where: { runId: run.id },
      _count: { _all: true },
    });
    throw new Error(
      `${err}: jobs ${JSON.stringify(jobs)}; workers said:\n${workers.map((w) => w.stderr()).join("\n---\n")}`,
    );
  });
  const [finished, results, jobs] = await Promise.all([
    prisma.judgeRun.findUniqueOrThrow({ where: { id: run.id } }),
    prisma.judgeResult.findMany({
      where: { runId: run.id },
      select: { patchId: true, sample: true, jobId: true },
    }),
    prisma.judgeJob.groupBy({ by: ["status"], where: { runId: run.id }, _count: { _all: true } }),
  ]);
  expect(finished.status).toBe("completed");
  expect(jobs).toEqual([{ status: "done", _count: { _all: N } }]);
  expect(results).toHaveLength(N);
  expect(new Set(results.map((r) => `${r.patchId}#${r.sample}`)).size).toBe(N);
  expect(new Set(results.map((r) => r.jobId)).size).toBe(N);
  expect(server.stats.maxInFlight).toBeLessThanOrEqual(LIMIT);
}

describe("several rubricate workers sharing runs", () => {
  it(`two workers finish ${ROUNDS} runs in a row, then three workers ${ROUNDS} more, each within its limit`, async () => {
    await Promise.all([startWorker(), startWorker()]);
    for (let round = 0; round < ROUNDS; round++) await shareOneRun(`two-${round}`);
    await startWorker();
    for (let round = 0; round < ROUNDS; round++) await shareOneRun(`three-${round}`);
  }, 240_000);
});
