import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMockLlmServer, type TMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { useServer } from "@/lib/judge/judge-run.fixture";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { claimDraftJobs } from "./claim-draft-jobs";
import { requestDrafts } from "./request-drafts";
import { runDraftJob } from "./run-draft-job";
import { ZRequestDrafts } from "./schemas";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

let server: TMockLlmServer;
let projectId = "";

beforeAll(async () => {
  server = await startMockLlmServer({ port: 0 });
  useServer(server.url);
  projectId = (
    await createProject({ input: { slug: "cutoff", name: "Cut", description: "" }, actorId: null })
  ).id;
  // One demo bug whose report carries the mock's marker: its draft answer is cut off.
  const bug = JSON.parse(readFileSync("lib/demo/data/bugs.jsonl", "utf8").split("\n")[0]!);
  bug.report = `${bug.report}\nMOCK_FINISH_REASON=length`;
  await importDataset({
    projectId,
    actorId: null,
    fileName: "bugs.jsonl",
    kind: "bugs",
    bytes: Buffer.from(JSON.stringify(bug)),
  });
});
afterAll(() => server.close());

describe("runDraftJob", () => {
  it("never turns an LLM answer cut off at the token limit into a draft", async () => {
    const engineer = await createUser({
      input: {
        email: "e@cutoff.test",
        name: "E",
        password: "cutting-horse-42",
        isAdmin: false,
        projectRoles: [{ projectSlug: "cutoff", role: "engineer" }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    await requestDrafts({
      projectId,
      actorId: engineer.id,
      input: ZRequestDrafts.parse({ bugIds: ["tinyjson-17"], engine: "llm" }),
    });
    const [job] = await claimDraftJobs({ limit: 1, leaseUntil: new Date(Date.now() + 60_000) });
    expect(await runDraftJob({ jobId: job!.id })).not.toBe("done");
    const after = await prisma.draftJob.findUniqueOrThrow({ where: { id: job!.id } });
    expect(after.error).toMatch(/token limit \(finish reason length\)/);
    expect(await prisma.rubric.count({ where: { bug: { projectId } } })).toBe(0);
  });
});
