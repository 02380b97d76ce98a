import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { changeStudyPhase } from "@/lib/studies/change-study-phase";
import { createStudy } from "@/lib/studies/create-study";
import { ZChangeStudyPhase, ZCreateStudy, ZSaveStudyRubric } from "@/lib/studies/schemas";
import { saveStudyRubric } from "@/lib/studies/save-study-rubric";
import { createUser } from "@/lib/users/create-user";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";

/** The CLI, in this process, on this file's database. */
const { run } = makeInProcessCliRunner({ tag: "cli-study-close", url: TEST_DATABASE_URL });

/**
 * A study of tinyjson-17's 3 patches in a new project `slug`, two raters (rae, rik) and a lead
 * (`<name>@<slug>.test`), rubrics in, labelling open, no label yet.
 */
async function makeLabellingStudy(slug: string) {
  const project = await createProject({
    input: { slug, name: slug, description: "" },
    actorId: null,
  });
  const mk = (tag: string, role: "lead" | "rater") =>
    createUser({
      input: {
        email: `${tag}@${slug}.test`,
        name: `${tag} person`,
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: slug, role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  const lead = await mk("lead", "lead");
  const raters = [await mk("rae", "rater"), await mk("rik", "rater")];
  await importDemoData({ projectId: project.id });
  const study = await createStudy({
    projectId: project.id,
    actorId: lead.id,
    input: ZCreateStudy.parse({
      name: "Pilot",
      raterIds: raters.map((r) => r.id),
      bugIds: ["tinyjson-17"],
    }),
  });
  for (const r of raters)
    await saveStudyRubric({
      study: { id: study.id, projectId: project.id, phase: "authoring" },
      authorId: r.id,
      bugExternalId: "tinyjson-17",
      input: ZSaveStudyRubric.parse({ content: "rubric", submit: true }),
    });
  await changeStudyPhase({
    studyId: study.id,
    actorId: lead.id,
    input: ZChangeStudyPhase.parse({ phase: "labelling" }),
  });
  return study.id;
}

describe("rubricate study phase --to closed", () => {
  it("refuses to close while labels are missing, naming them per rater in one line, and closes with --force", async () => {
    const studyId = await makeLabellingStudy("close");
    const args = ["study", "phase", "--project", "close", "--study", studyId, "--to", "closed"];
    const refused = await run(...args, "--owner", "lead@close.test");
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split("\n")).toEqual([
      "error: 12 labels are still missing: rae person: 3 of 3 own-rubric labels, 3 of 3 swapped-rubric labels; rik person: 3 of 3 own-rubric labels, 3 of 3 swapped-rubric labels. Closing leaves them out of the report; close anyway with force (CLI: --force).",
    ]);
    expect((await prisma.study.findUniqueOrThrow({ where: { id: studyId } })).phase).toBe(
      "labelling",
    );

    const forced = await run(...args, "--owner", "lead@close.test", "--force");
    expect(forced.status, forced.stderr).toBe(0);
    expect(forced.stdout.trim()).toBe(
      "The study is now closed. Closed with labels missing: rae person (own 3, swap 3); rik person (own 3, swap 3).",
    );
    expect((await prisma.study.findUniqueOrThrow({ where: { id: studyId } })).phase).toBe("closed");
  });

  it("prints the phase change as JSON with --json, the missing labels included", async () => {
    const studyId = await makeLabellingStudy("close-json");
    const args = ["study", "phase", "--project", "close-json", "--study", studyId];
    const closed = await run(
      ...args,
      "--to",
      "closed",
      "--force",
      "--json",
      "--owner",
      "lead@close-json.test",
    );
    expect(closed.status, closed.stderr).toBe(0);
    expect(JSON.parse(closed.stdout)).toEqual({
      phase: "closed",
      missing: [
        expect.objectContaining({ name: "rae person", own: 3, swap: 3 }),
        expect.objectContaining({ name: "rik person", own: 3, swap: 3 }),
      ],
    });
    expect((await prisma.study.findUniqueOrThrow({ where: { id: studyId } })).phase).toBe("closed");
  });
});
