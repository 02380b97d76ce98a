import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { changeStudyPhase } from "./change-study-phase";
import { createStudy } from "./create-study";
import { getStudyAccess } from "./get-study-access";
import { getStudyOverview } from "./get-study-overview";
import { getStudyQueue } from "./get-study-queue";
import { getStudyRubricItem } from "./get-study-rubric-item";
import { saveStudyRubric } from "./save-study-rubric";
import { ZChangeStudyPhase, ZCreateStudy, ZSaveStudyRubric, ZSubmitStudyLabel } from "./schemas";
import { submitStudyLabel } from "./submit-study-label";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { importDemoData } from "@/lib/test/import-demo-data";

let projectId = "";
const users: Record<string, { id: string; email: string; name: string; isAdmin: boolean }> = {};
const access = (who: string, studyId: string, need: "manage" | "rate" | "report") =>
  getStudyAccess({ user: users[who]!, slug: "study", studyId, need });
const BUGS = ["tinyjson-17", "imgscale-42"];

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "study", name: "Study", description: "" }, actorId: null })
  ).id;
  for (const [tag, role] of [
    ["lead", "lead"],
    ["eng", "engineer"],
    ["r1", "rater"],
    ["r2", "rater"],
    ["r3", "rater"],
    ["r4", "rater"],
    ["leadRater", "lead"],
  ] as const) {
    users[tag] = await createUser({
      input: {
        email: `${tag}@study.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles:
          tag === "leadRater"
            ? [
                { projectSlug: "study", role: "lead" },
                { projectSlug: "study", role: "rater" },
              ]
            : [{ projectSlug: "study", role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  }
  await importDemoData({ projectId });
});

describe("preliminary study", () => {
  it("refuses non-raters, unknown bugs and a single rater, creating nothing", async () => {
    const input = (raterIds: string[], bugIds = BUGS) =>
      ZCreateStudy.safeParse({ name: "s", raterIds, bugIds });
    expect(input([users.r1!.id]).success).toBe(false);
    for (const bad of [
      input([users.r1!.id, users.eng!.id]).data!,
      input([users.r1!.id, users.r2!.id], ["nope-1"]).data!,
    ])
      await expect(
        createStudy({ projectId, actorId: users.lead!.id, input: bad }),
      ).rejects.toMatchObject({ code: "INVALID_INPUT" });
    expect(await prisma.study.count()).toBe(0);
  });

  it("runs authoring → labelling → closed with the cyclic swap, blind raters and final labels", async () => {
    const raters = ["r1", "r2", "r3"];
    const study = await createStudy({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateStudy.parse({
        name: "pilot",
        raterIds: raters.map((r) => users[r]!.id),
        bugIds: BUGS,
      }),
    });
    expect(study).toMatchObject({ raters: 3, patches: 6, phase: "authoring" });
    // r4 is a rater of the project but not of the study; the engineer has no part either.
    await expect(access("r4", study.id, "rate")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(access("eng", study.id, "manage")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(access("r1", study.id, "report")).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(access("r1", study.id, "manage")).rejects.toMatchObject({ code: "FORBIDDEN" });

    const item = await getStudyRubricItem({
      studyId: study.id,
      authorId: users.r1!.id,
      bugExternalId: "tinyjson-17",
    });
    expect(item.bug.groundTruthPatch).toContain("@@");
    expect(item.bugs.map((b) => [b.externalId, b.status])).toEqual([
      ["tinyjson-17", "todo"],
      ["imgscale-42", "todo"],
    ]);

    const save = async (who: string, bug: string, submit: boolean) => {
      const a = await access(who, study.id, "rate");
      return saveStudyRubric({
        study: a.study,
        authorId: users[who]!.id,
        bugExternalId: bug,
        input: ZSaveStudyRubric.parse({ content: `${who} on ${bug}`, submit }),
      });
    };
    await save("r1", "tinyjson-17", false);
    for (const who of raters) await save(who, "tinyjson-17", true);
    await expect(save("r1", "tinyjson-17", false)).rejects.toMatchObject({ code: "CONFLICT" });
    // imgscale-42 still lacks rubrics: the lead may not open labelling, and nothing changes.
    await expect(
      changeStudyPhase({
        studyId: study.id,
        actorId: users.lead!.id,
        input: ZChangeStudyPhase.parse({ phase: "labelling" }),
      }),
    ).rejects.toThrow(/r1 has 1 of 2 to go; r2 has 1 of 2 to go; r3 has 1 of 2 to go/);
    expect((await prisma.study.findUniqueOrThrow({ where: { id: study.id } })).phase).toBe(
      "authoring",
    );
    for (const who of raters) await save(who, "imgscale-42", true);
    await changeStudyPhase({
      studyId: study.id,
      actorId: users.lead!.id,
      input: ZChangeStudyPhase.parse({ phase: "labelling" }),
    });
    await expect(save("r2", "imgscale-42", false)).rejects.toMatchObject({ code: "CONFLICT" });

    // Own labels (6 patches):   r1 VVVIII  r2 VVIIIV  r3 VIVIVI
    // Swap labels:              r1 VVVIIV  r2 VVVIII  r3 IIIIII  (build-study-report.test.ts's case)
    const plan: Record<string, Record<"own" | "swap", string>> = {
      r1: { own: "VVVIII", swap: "VVVIIV" },
      r2: { own: "VVIIIV", swap: "VVVIII" },
      r3: { own: "VIVIVI", swap: "IIIIII" },
    };
    const swapAuthor = { r1: "r3", r2: "r1", r3: "r2" } as const;
    for (const who of raters) {
      const a = await access(who, study.id, "rate");
      const ctx = { study: a.study, raterId: users[who]!.id, position: a.position! };
      const firstPatch = (await getStudyQueue(ctx)).item!.patch.id;
      await expect(
        submitStudyLabel({
          ...ctx,
          input: ZSubmitStudyLabel.parse({ patchId: firstPatch, setting: "swap", label: "VALID" }),
        }),
      ).rejects.toThrow(/own rubric first/);
      for (const setting of ["own", "swap"] as const)
        for (let i = 0; i < 6; i++) {
          const q = await getStudyQueue(ctx);
          expect(q.item).toMatchObject({ setting, index: i + 1 });
          const author = setting === "own" ? who : swapAuthor[who as keyof typeof swapAuthor];
          expect(q.item!.rubric.content).toBe(`${author} on ${q.item!.bug.externalId}`);
          await submitStudyLabel({
            ...ctx,
            input: ZSubmitStudyLabel.parse({
              patchId: q.item!.patch.id,
              setting,
              label: plan[who]![setting][i] === "V" ? "VALID" : "INVALID",
            }),
          });
        }
      const end = await getStudyQueue(ctx);
      expect(end).toMatchObject({ item: null, done: true, progress: { own: 6, swap: 6 } });
      // Closing while others still owe labels is refused, naming them; nothing changes.
      if (who === "r1")
        await expect(
          changeStudyPhase({
            studyId: study.id,
            actorId: users.lead!.id,
            input: ZChangeStudyPhase.parse({ phase: "closed" }),
          }),
        ).rejects.toMatchObject({
          code: "CONFLICT",
          message:
            "24 labels are still missing: r2: 6 of 6 own-rubric labels, 6 of 6 swapped-rubric labels; r3: 6 of 6 own-rubric labels, 6 of 6 swapped-rubric labels. Closing leaves them out of the report; close anyway with force (CLI: --force).",
        });
      await expect(
        submitStudyLabel({
          ...ctx,
          input: ZSubmitStudyLabel.parse({ patchId: firstPatch, setting: "own", label: "VALID" }),
        }),
      ).rejects.toMatchObject({ code: "CONFLICT" });
    }
    const swapRows = await prisma.studyLabel.findMany({
      where: { studyId: study.id, setting: "swap" },
      select: { raterId: true, rubricAuthorId: true },
      distinct: ["raterId"],
    });
    for (const r of swapRows) {
      const who = raters.find((x) => users[x]!.id === r.raterId)!;
      expect(r.rubricAuthorId).toBe(users[swapAuthor[who as keyof typeof swapAuthor]]!.id);
    }

    const overview = await getStudyOverview({ studyId: study.id, blind: false });
    expect(overview.raters.map((r) => [r.name, r.rubrics, r.own, r.swap])).toEqual([
      ["r1", 2, 6, 6],
      ["r2", 2, 6, 6],
      ["r3", 2, 6, 6],
    ]);
    const k = (rows: { kappa: number | null }[]) => rows.map((r) => r.kappa!.toFixed(4));
    expect(k(overview.report!.table1)).toEqual(["0.1111", "0.3333", "-0.3333", "0.3333"]);
    expect(k(overview.report!.table2)).toEqual(["0.6667", "0.3333", "0.0000"]);
    expect(k(overview.report!.table3)).toEqual(["1.0000", "0.0000", "0.0000"]);
    expect(overview.report!.raterNames!.map((r) => r.name)).toEqual(["r1", "r2", "r3"]);

    await expect(
      changeStudyPhase({
        studyId: study.id,
        actorId: users.lead!.id,
        input: ZChangeStudyPhase.parse({ phase: "closed" }),
      }),
    ).resolves.toEqual({ phase: "closed", missing: [] });
    await expect(access("r1", study.id, "report")).resolves.toMatchObject({ isRater: true });
    expect(await prisma.auditLog.count({ where: { entityId: study.id } })).toBe(1 + 6 + 2);
  });

  it("keeps a lead who rates in the study blind to its report until it closes, and ends access with the rater role", async () => {
    const study = await createStudy({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateStudy.parse({
        name: "lead rates",
        raterIds: [users.leadRater!.id, users.r4!.id],
        bugIds: ["tinyjson-17"],
      }),
    });
    await expect(access("leadRater", study.id, "manage")).resolves.toMatchObject({
      isManager: true,
      isRater: true,
      position: 1,
    });
    await expect(access("leadRater", study.id, "report")).rejects.toThrow(
      /once the lead closes the study/,
    );
    await expect(access("lead", study.id, "report")).resolves.toMatchObject({ isRater: false });
    await prisma.projectRole.deleteMany({ where: { userId: users.r4!.id, role: "rater" } });
    await expect(access("r4", study.id, "rate")).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("closes a study with labels missing only with force, and returns and audits what was missing", async () => {
    const study = await createStudy({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateStudy.parse({
        name: "early close",
        raterIds: [users.r1!.id, users.r2!.id],
        bugIds: ["tinyjson-17"],
      }),
    });
    for (const who of ["r1", "r2"]) {
      const a = await access(who, study.id, "rate");
      await saveStudyRubric({
        study: a.study,
        authorId: users[who]!.id,
        bugExternalId: "tinyjson-17",
        input: ZSaveStudyRubric.parse({ content: "rubric", submit: true }),
      });
    }
    const close = (force?: boolean) =>
      changeStudyPhase({
        studyId: study.id,
        actorId: users.lead!.id,
        input: ZChangeStudyPhase.parse({
          phase: force === undefined ? "labelling" : "closed",
          force,
        }),
      });
    await close();
    const a = await access("r1", study.id, "rate");
    const ctx = { study: a.study, raterId: users.r1!.id, position: a.position! };
    const patchId = (await getStudyQueue(ctx)).item!.patch.id;
    await submitStudyLabel({
      ...ctx,
      input: ZSubmitStudyLabel.parse({ patchId, setting: "own", label: "VALID" }),
    });
    await expect(close(false)).rejects.toMatchObject({
      code: "CONFLICT",
      details: {
        missing: [
          { name: "r1", own: 2, swap: 3 },
          { name: "r2", own: 3, swap: 3 },
        ],
      },
    });
    expect((await prisma.study.findUniqueOrThrow({ where: { id: study.id } })).phase).toBe(
      "labelling",
    );
    await expect(close(true)).resolves.toEqual({
      phase: "closed",
      missing: [
        { name: "r1", own: 2, swap: 3 },
        { name: "r2", own: 3, swap: 3 },
      ],
    });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { entityId: study.id, action: "study.phase" },
      orderBy: { createdAt: "desc" },
    });
    expect(JSON.stringify(audit.after)).toContain("missing");
    // A second close finds the study closed already.
    await expect(close(true)).rejects.toMatchObject({ code: "CONFLICT" });
  });
});
