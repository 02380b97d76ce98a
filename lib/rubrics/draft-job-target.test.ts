import "@/lib/test/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { until } from "@/lib/test/until";
import { claimDraftJobs } from "./claim-draft-jobs";
import { describeDraftWait } from "./describe-draft-wait";
import { getRubric } from "./get-rubric";
import { readDraftTarget, type TDraftTarget } from "./read-draft-target";
import { requestDrafts } from "./request-drafts";
import { ZRequestDrafts } from "./schemas";
import { startDraftWorker } from "./start-draft-worker";

// A draft job is written by a worker with the LLM it was queued for: the CLI and the server (and
// each `rubricate worker`) draft with the LLM of their own environment, so a job queued for one
// LLM is never drafted with another, nor failed by a worker without any.

const LLM_VARIABLE = /^(LLM_|OPENAI_|ANTHROPIC_|GOOGLE_GENERATIVE_AI_)/;
const saved = Object.fromEntries(Object.entries(process.env).filter(([k]) => LLM_VARIABLE.test(k)));
/** This process's LLM environment (never called: the servers do not exist). */
function useLlm(llm: { baseUrl: string; model: string } | null) {
  for (const key of Object.keys(process.env)) if (LLM_VARIABLE.test(key)) delete process.env[key];
  if (!llm) return;
  process.env.LLM_PROVIDER = "openai-compatible";
  process.env.LLM_BASE_URL = `${llm.baseUrl}/v1`;
  process.env.LLM_MODEL = llm.model;
}
const X = { baseUrl: "http://127.0.0.1:4101", model: "model-x" };
const targetOf = (llm: { baseUrl: string; model: string }): TDraftTarget => ({
  provider: "openai-compatible",
  model: llm.model,
  endpoint: llm.baseUrl,
});

let projectId = "";
const lease = () => new Date(Date.now() + 60_000);
const draft = async (bug: string, engine: "llm" | "offline") => {
  const { batchId } = await requestDrafts({
    projectId,
    actorId: null,
    input: ZRequestDrafts.parse({ bugIds: [bug], engine }),
  });
  return prisma.draftJob.findFirstOrThrow({ where: { batchId } });
};

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "draft-target", name: "Draft target", description: "" },
      actorId: null,
    })
  ).id;
  await importDemoData({ projectId, kinds: ["bugs"] });
});
afterAll(() => {
  useLlm(null);
  Object.assign(process.env, saved);
});

describe("draft jobs and the LLM they were queued for", () => {
  it("records the requester's LLM; only a worker with that provider, model and endpoint claims it", async () => {
    useLlm(X);
    const job = await draft("tinyjson-17", "llm");
    expect(job).toMatchObject({
      engine: "llm",
      provider: "openai-compatible",
      model: "model-x",
      endpoint: "http://127.0.0.1:4101",
    });
    const offline = await draft("imgscale-42", "offline");
    expect(offline).toMatchObject({ provider: null, model: null, endpoint: null });

    // Another endpoint, another model, no LLM: the offline job only.
    const other = { ...targetOf(X), endpoint: "http://127.0.0.1:4102" };
    expect(await claimDraftJobs({ limit: 5, leaseUntil: lease(), target: other })).toEqual([
      { id: offline.id, attempts: 1 },
    ]);
    for (const target of [{ ...targetOf(X), model: "model-y" }, null, other])
      expect(await claimDraftJobs({ limit: 5, leaseUntil: lease(), target })).toEqual([]);
    expect(await prisma.draftJob.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "pending",
      attempts: 0,
    });

    // The server says why the job waits when it cannot draft it, and nothing when it can.
    useLlm({ ...X, baseUrl: "http://127.0.0.1:4102" });
    const waiting = await getRubric({
      projectId,
      bugExternalId: "tinyjson-17",
      format: "templated",
    });
    expect(waiting.latestJob?.waiting).toBe(
      "Queued for openai-compatible model-x at http://127.0.0.1:4101, which this server does not draft with (openai-compatible model-x at http://127.0.0.1:4102): it waits for a draft worker with that LLM (npx rubricate worker or rubricate rubric draft, with the same LLM_PROVIDER, LLM_MODEL and LLM_BASE_URL).",
    );
    useLlm(X);
    const here = await getRubric({ projectId, bugExternalId: "tinyjson-17", format: "templated" });
    expect(here.latestJob?.waiting).toBeNull();
    expect(readDraftTarget()).toEqual(targetOf(X));

    // The worker with that LLM (this process's, by default) takes it.
    expect(await claimDraftJobs({ limit: 5, leaseUntil: lease() })).toEqual([
      { id: job.id, attempts: 1 },
    ]);
  });

  it("a draft worker without an LLM drafts the offline jobs and leaves an LLM job queued, untouched", async () => {
    useLlm(X);
    const llm = await draft("jrangeset-23", "llm");
    const offline = await draft("kvstash-9", "offline");
    useLlm(null);
    const worker = startDraftWorker();
    try {
      await until(
        async () =>
          (await prisma.draftJob.findUniqueOrThrow({ where: { id: offline.id } })).status ===
          "done",
        30_000,
        "the offline draft",
      );
    } finally {
      await worker.stop();
    }
    // Queued first, it would have been claimed first: it was never claimed, nor failed.
    expect(await prisma.draftJob.findUniqueOrThrow({ where: { id: llm.id } })).toMatchObject({
      status: "pending",
      attempts: 0,
      error: null,
    });
  });

  it("a job queued before the LLM was recorded is drafted by any worker with an LLM", async () => {
    useLlm(X);
    const job = await draft("httpmini-112", "llm");
    await prisma.draftJob.update({
      where: { id: job.id },
      data: { provider: null, model: null, endpoint: null },
    });
    expect(await claimDraftJobs({ limit: 5, leaseUntil: lease(), target: null })).toEqual([]);
    const other = { ...targetOf(X), model: "model-y" };
    expect(await claimDraftJobs({ limit: 5, leaseUntil: lease(), target: other })).toEqual([
      { id: job.id, attempts: 1 },
    ]);
  });
});

describe("describeDraftWait", () => {
  const job = {
    status: "pending",
    engine: "llm",
    provider: "openai",
    model: "gpt-4.1-mini",
    endpoint: "https://api.openai.com",
  };
  it("names the LLM the job waits for and this server's, or nothing when this server drafts it", () => {
    expect(describeDraftWait({ job, here: null })).toMatch(
      /^Queued for openai gpt-4\.1-mini at https:\/\/api\.openai\.com, which this server does not draft with \(no LLM configured\)/,
    );
    expect(
      describeDraftWait({
        job,
        here: { provider: "openai", model: "gpt-4.1-mini", endpoint: "https://api.openai.com" },
      }),
    ).toBeNull();
    for (const other of [
      { ...job, status: "running" },
      { ...job, engine: "offline", provider: null },
      { ...job, provider: null },
    ])
      expect(describeDraftWait({ job: other, here: null })).toBeNull();
  });
});
