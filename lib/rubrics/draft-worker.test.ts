import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { until } from "@/lib/test/spawn-worker";
import { createUser } from "@/lib/users/create-user";
import { requestDrafts } from "./request-drafts";
import { ZRequestDrafts } from "./schemas";
import { startDraftWorker } from "./start-draft-worker";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

describe("the background draft worker (shared job loop)", () => {
  it("drafts every queued bug once, two at a time, and leaves no job running", async () => {
    const project = await createProject({
      input: { slug: "drafts", name: "Drafts", description: "" },
      actorId: null,
    });
    await importDemoData({ projectId: project.id, kinds: ["bugs"] });
    const user = await createUser({
      input: {
        email: "eng@drafts.test",
        name: "Eng",
        password: "drafting-horse-42",
        isAdmin: false,
        projectRoles: [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    const { queued } = await requestDrafts({
      projectId: project.id,
      actorId: user.id,
      input: ZRequestDrafts.parse({ allWithoutRubric: true, engine: "offline" }),
    });
    expect(queued).toBe(8);
    const worker = startDraftWorker();
    expect(startDraftWorker()).toBe(worker);
    await until(
      async () =>
        (await prisma.draftJob.count({ where: { projectId: project.id, status: "done" } })) ===
        queued,
      30_000,
    );
    await worker.stop();
    expect(
      await prisma.draftJob.count({ where: { projectId: project.id, status: { not: "done" } } }),
    ).toBe(0);
    // A stopped worker is not handed out again: the next start is a new, running one.
    const again = startDraftWorker();
    expect(again).not.toBe(worker);
    expect(startDraftWorker()).toBe(again);
    await again.stop();
    const rubrics = await prisma.rubric.findMany({
      where: { bug: { projectId: project.id } },
      select: { bugId: true },
    });
    expect(new Set(rubrics.map((r) => r.bugId)).size).toBe(queued);
    expect(rubrics).toHaveLength(queued);
  });
});
