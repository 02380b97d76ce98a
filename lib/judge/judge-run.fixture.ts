import { afterAll, beforeAll } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { until } from "@/lib/test/until";
import { createJudgeConfig } from "./config/create-judge-config";
import { startJudgeRun } from "./queue/start-judge-run";
import { ZCreateJudgeConfig, ZStartJudgeRun } from "./schemas";
import { createJudgeWorker } from "./worker/create-judge-worker";
import { importDemoData } from "@/lib/test/import-demo-data";

// The world of judge-run.test.ts and judge-run-recovery.test.ts (import lib/test/test-db first):
// the demo's bugs and patches in a project, and mock LLM servers that judge them.

export const PATCHES = 27;

/** Runs workers until the run is no longer queued or running. */
export async function drain(runId: string, options: Parameters<typeof createJudgeWorker>[0] = {}) {
  const worker = createJudgeWorker({
    pollMs: 20,
    baseDelayMs: 5,
    onError: (e) => {
      throw e;
    },
    ...options,
  });
  try {
    const done = async () =>
      !["queued", "running"].includes(
        (await prisma.judgeRun.findUniqueOrThrow({ where: { id: runId } })).status,
      );
    await until(done, 25_000, `judge run ${runId} to finish`, 25);
  } finally {
    await worker.stop();
  }
}
export const useServer = (url: string) => {
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = url;
  process.env.LLM_MODEL = "mock-judge";
  // Room for a busy machine (npm test runs e2e beside Vitest); the faulty server's held requests still time out.
  process.env.LLM_TIMEOUT_MS = "3000";
};

/**
 * The project with the demo's 27 patches, a mock LLM server that judges patches touching a "len"
 * check INVALID and the rest VALID, and the same server with 20 % injected faults.
 */
export async function setUpJudgeRunProject(): Promise<{
  projectId: string;
  server: TMockLlmServer;
  faulty: TMockLlmServer;
}> {
  const projectId = (
    await createProject({ input: { slug: "judge", name: "Judge", description: "" }, actorId: null })
  ).id;
  await importDemoData({ projectId });
  // Patches that touch a "len" check are judged INVALID; the rest VALID.
  const respond = (body: { messages: { content: unknown }[] }) => {
    const text = JSON.stringify(body.messages);
    const candidate = /<candidate_patch>([\s\S]*?)<\/candidate_patch>/.exec(text)?.[1] ?? "";
    return {
      thought: "Checked each requirement.",
      label: /len/.test(candidate) ? "INVALID" : "VALID",
      justification: `Decided on ${candidate.length} characters.`,
    };
  };
  const server = await startMockLlmServer({ port: 0, respond });
  const faulty = await startMockLlmServer({ port: 0, errorRate: 0.2, seed: 7, respond });
  return { projectId, server, faulty };
}

type TJudgeRunWorld = Awaited<ReturnType<typeof setUpJudgeRunProject>>;

/**
 * For a test file: sets the project and servers up before its tests and closes them after;
 * `world()` gives them inside a test, `config` and `start` save a configuration and start a run
 * in that project.
 */
export function useJudgeRunProject() {
  let current: TJudgeRunWorld | null = null;
  beforeAll(async () => {
    current = await setUpJudgeRunProject();
  });
  afterAll(async () => {
    await current?.server.close();
    await current?.faulty.close();
  });
  const world = (): TJudgeRunWorld => {
    if (!current) throw new Error("useJudgeRunProject: the world is set up in beforeAll.");
    return current;
  };
  return {
    world,
    config: (input: Record<string, unknown>) =>
      createJudgeConfig({
        projectId: world().projectId,
        actorId: null,
        input: ZCreateJudgeConfig.parse(input),
      }),
    start: (configId: string, more: Record<string, unknown> = {}) =>
      startJudgeRun({
        projectId: world().projectId,
        actorId: null,
        input: ZStartJudgeRun.parse({ configId, ...more }),
      }),
  };
}
