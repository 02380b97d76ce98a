import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { claimDraftJobs } from "@/lib/rubrics/claim-draft-jobs";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { runDraftJob } from "@/lib/rubrics/run-draft-job";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import { ZRequestDrafts, ZRubricLintWarning, ZSaveRubric } from "@/lib/rubrics/schemas";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

/** The CLI, in this process, on this file's database. */
const { run } = makeInProcessCliRunner({ tag: "cli-rubric-lint", url: TEST_DATABASE_URL });

describe("rubricate rubric lint", () => {
  it("prints the warnings of current (or golden) versions as JSON, and names an unknown bug", async () => {
    const project = await createProject({
      input: { slug: "cli-lint", name: "CLI lint", description: "" },
      actorId: null,
    });
    await importDemoData({ projectId: project.id, kinds: ["bugs"] });
    const a = await createUser({
      input: {
        email: "a@cli-lint.test",
        name: "A",
        password: "linting-horse-42",
        isAdmin: false,
        projectRoles: [],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
    await requestDrafts({
      projectId: project.id,
      actorId: a.id,
      input: ZRequestDrafts.parse({ bugIds: ["imgscale-42"], engine: "offline" }),
    });
    const [job] = await claimDraftJobs({ limit: 1, leaseUntil: new Date(Date.now() + 60_000) });
    expect(await runDraftJob({ jobId: job!.id })).toBe("done");
    const rubric = await prisma.rubric.findFirstOrThrow({ include: { currentVersion: true } });
    await saveRubricVersion({
      projectId: project.id,
      bugExternalId: "imgscale-42",
      format: "templated",
      userId: a.id,
      input: ZSaveRubric.parse({
        baseVersionId: rubric.currentVersionId,
        content: rubric.currentVersion!.content.replace(
          "\n\n## Acceptable solutions",
          "\n- [ ] Heights above SIZE_MAX / stride are refused.\n- [ ] Works properly.\n\n## Acceptable solutions",
        ),
      }),
    });

    const current = await run("rubric", "lint", "--project", "cli-lint");
    expect(current.status, current.stderr).toBe(0);
    const [row, ...rest] = JSON.parse(current.stdout) as {
      bugId: string;
      version: unknown;
      warnings: unknown[];
    }[];
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ bugId: "imgscale-42", version: { kind: "current", number: 2 } });
    const warnings = row!.warnings.map((w) => ZRubricLintWarning.parse(w));
    expect(warnings.map((w) => [w.rule, w.theme, w.match])).toEqual([
      ["copies_fix", "overfitting", "SIZE_MAX"],
      ["vague", "scope", "properly"],
    ]);

    const golden = await run(
      "rubric",
      "lint",
      "--project",
      "cli-lint",
      "--bug",
      "imgscale-42",
      "--golden",
    );
    expect(golden.status, golden.stderr).toBe(0);
    expect(JSON.parse(golden.stdout)).toEqual([]);
    const unknown = await run("rubric", "lint", "--project", "cli-lint", "--bug", "nope-1");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/nope-1/);
  });
});
