import "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { claimDraftJobs } from "./claim-draft-jobs";
import { lintProjectRubrics } from "./lint-project-rubrics";
import { requestDrafts } from "./request-drafts";
import { reviewRubric } from "./review-rubric";
import { runDraftJob } from "./run-draft-job";
import { saveRubricVersion } from "./save-rubric-version";
import { editKey, ZRequestDrafts, ZReviewRubric, ZSaveRubric } from "./schemas";
import { segmentEdits } from "./segment-edits";
import { submitRubric } from "./submit-rubric";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

const user = (email: string) =>
  createUser({
    input: { email, name: email, password: "linting-horse-42", isAdmin: false, projectRoles: [] },
    actorId: null,
    hashPassword: reusePasswordHash,
  });

describe("lintProjectRubrics", () => {
  it("lints current versions (or golden ones) of a project's rubrics, never blocking a save or confirm", async () => {
    const project = await createProject({
      input: { slug: "lint", name: "Lint", description: "" },
      actorId: null,
    });
    await importDemoData({ projectId: project.id, kinds: ["bugs"] });
    const [a, b] = [await user("a@lint.test"), await user("b@lint.test")];
    await requestDrafts({
      projectId: project.id,
      actorId: a.id,
      input: ZRequestDrafts.parse({ bugIds: ["tinyjson-17", "imgscale-42"], engine: "offline" }),
    });
    for (const job of await claimDraftJobs({
      limit: 2,
      leaseUntil: new Date(Date.now() + 60_000),
    }))
      expect(await runDraftJob({ jobId: job.id })).toBe("done");

    const drafts = await lintProjectRubrics({ projectId: project.id, format: "templated" });
    expect(drafts.map((r) => [r.bugId, r.version, r.warnings])).toEqual([
      ["imgscale-42", { kind: "current", number: 1 }, []],
      ["tinyjson-17", { kind: "current", number: 1 }, []],
    ]);
    expect(
      await lintProjectRubrics({ projectId: project.id, format: "templated", golden: true }),
    ).toEqual([]);

    const at = {
      projectId: project.id,
      bugExternalId: "tinyjson-17",
      format: "templated" as const,
    };
    const rubric = await prisma.rubric.findFirstOrThrow({
      where: { bug: { projectId: project.id, externalId: "tinyjson-17" } },
      include: { currentVersion: true },
    });
    const content = rubric.currentVersion!.content.replace(
      "\n\n## Acceptable solutions",
      "\n- [ ] The parser returns TJ_ERR_TRUNCATED.\n- [ ] The fix should be minimal.\n\n## Acceptable solutions",
    );
    const saved = await saveRubricVersion({
      ...at,
      userId: a.id,
      input: ZSaveRubric.parse({
        baseVersionId: rubric.currentVersionId,
        content,
        notes: segmentEdits({ base: rubric.currentVersion!.content, next: content }).map((r) => ({
          key: editKey(r),
          justification: "Names the error code.",
          themes: ["scope"],
        })),
      }),
    });
    await submitRubric({ ...at, userId: a.id, versionId: saved.versionId });
    await reviewRubric({
      ...at,
      userId: b.id,
      input: ZReviewRubric.parse({ versionId: saved.versionId, decision: "confirmed" }),
    });

    const golden = await lintProjectRubrics({
      projectId: project.id,
      format: "templated",
      bugExternalId: "tinyjson-17",
      golden: true,
    });
    expect(golden).toHaveLength(1);
    expect(golden[0]).toMatchObject({
      bugId: "tinyjson-17",
      status: "golden",
      version: { kind: "golden", number: saved.number },
    });
    expect(golden[0]!.warnings.map((w) => [w.theme, w.section, w.match])).toEqual([
      ["overfitting", "requirements", "TJ_ERR_TRUNCATED"],
      ["superfluous_constraints", "requirements", "minimal"],
    ]);
    await expect(
      lintProjectRubrics({ projectId: project.id, format: "templated", bugExternalId: "nope-1" }),
    ).rejects.toThrow(/nope-1/);
  });
});
