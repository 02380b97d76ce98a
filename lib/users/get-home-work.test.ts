import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { createStudy } from "@/lib/studies/create-study";
import { ZCreateStudy } from "@/lib/studies/schemas";
import { createUser } from "./create-user";
import { getHomeWork, type THomeEntry } from "./get-home-work";
import { recordHomeVisit } from "./record-home-visit";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { importDemoData } from "@/lib/test/import-demo-data";

const SLUG = "homework";
const people = {
  engA: ["engineer"],
  engB: ["engineer"],
  lead: ["lead"],
  r1: ["rater"],
  r2: ["rater"],
  r3: ["rater"],
  adj: ["rater"],
  outsider: [],
} as const;
type TWho = keyof typeof people;
const users = {} as Record<TWho, { id: string; email: string; name: string; isAdmin: boolean }>;
let projectId = "";
let labelling = "";
let revealed = "";
let study = "";
let configId = "";

const home = (who: TWho, since: Date | null = null) =>
  getHomeWork({ userId: users[who].id, since });
const brief = (entries: THomeEntry[]) =>
  entries.map((e) => [e.kind, e.subject, e.count, e.href].filter((x) => x !== null).join(" "));

async function rateAll(campaignId: string, who: TWho, label: (i: number) => string, n?: number) {
  const { campaign } = await getCampaignAccess({
    user: users[who],
    slug: SLUG,
    campaignId,
    need: "rate",
  });
  const mine = await prisma.assignment.findMany({
    where: { campaignId, raterId: users[who].id },
    orderBy: { position: "asc" },
  });
  for (const [i, a] of mine.slice(0, n).entries())
    await submitRating({
      campaign,
      raterId: users[who].id,
      assignmentId: a.id,
      input: ZSubmitRating.parse({ label: label(i), justification: `${who} words` }),
    });
  return mine.length;
}

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: SLUG, name: "Home work", description: "" },
      actorId: null,
    })
  ).id;
  for (const [tag, roles] of Object.entries(people) as [TWho, readonly string[]][])
    users[tag] = await createUser({
      input: {
        email: `${tag}@${SLUG}.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: roles.map((role) => ({ projectSlug: SLUG, role: role as "rater" })),
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  await importDemoData({ projectId });
  const bugs = await prisma.bug.findMany({ where: { projectId }, orderBy: { externalId: "asc" } });
  // Engineer A's rubric waits for B's confirmation; another was returned to A.
  await prisma.rubric.create({
    data: { bugId: bugs[0]!.id, status: "in_review", editorId: users.engA.id },
  });
  await prisma.rubric.create({
    data: { bugId: bugs[1]!.id, status: "returned", editorId: users.engA.id },
  });
  // A campaign still labelling: r1 has labelled 2 of theirs, r2 all of theirs.
  labelling = (
    await createCampaign({
      projectId,
      actorId: users.lead.id,
      input: ZCreateCampaign.parse({
        name: "Labelling now",
        selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
        raterIds: [users.r1.id, users.r2.id, users.r3.id],
      }),
    })
  ).id;
  await rateAll(labelling, "r1", () => "VALID", 2);
  await rateAll(labelling, "r2", () => "INVALID");
  // A revealed campaign whose raters split on every other patch (adj adjudicates).
  revealed = (
    await createCampaign({
      projectId,
      actorId: users.lead.id,
      input: ZCreateCampaign.parse({
        name: "Revealed",
        selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
        raterIds: [users.r1.id, users.r2.id, users.r3.id],
        adjudicatorIds: [users.adj.id],
      }),
    })
  ).id;
  await rateAll(revealed, "r1", () => "VALID");
  await rateAll(revealed, "r2", () => "VALID");
  await rateAll(revealed, "r3", (i) => (i % 2 === 0 ? "INVALID" : "VALID"));
  await changeCampaignPhase({
    campaignId: revealed,
    actorId: users.lead.id,
    input: { phase: "reveal" },
  });
  study = (
    await createStudy({
      projectId,
      actorId: users.lead.id,
      input: ZCreateStudy.parse({
        name: "Study",
        raterIds: [users.r1.id, users.r2.id],
        bugIds: [bugs[0]!.externalId, bugs[1]!.externalId],
      }),
    })
  ).id;
  configId = (
    await prisma.judgeConfig.create({
      data: {
        projectId,
        name: "baseline judge",
        version: 1,
        provider: "baseline",
        model: "-",
        promptTemplate: "",
        promptVersion: "-",
        reference: "ground_truth",
      },
    })
  ).id;
});

describe("getHomeWork", () => {
  it("engineers: the rubric to confirm for B, the returned one for A, each linking to its page", async () => {
    const bugs = await prisma.bug.findMany({
      where: { projectId },
      orderBy: { externalId: "asc" },
    });
    const [b0, b1] = [bugs[0]!.externalId, bugs[1]!.externalId];
    expect(brief(await home("engB"))).toEqual([
      `confirm-rubric ${b0} /projects/${SLUG}/bugs/${b0}/rubric/review`,
    ]);
    expect(brief(await home("engA"))).toEqual([
      `returned-rubric ${b1} /projects/${SLUG}/bugs/${b1}/rubric`,
    ]);
  });

  it("raters: only their own counts left, in the labelling campaign and the study", async () => {
    const mine = await prisma.assignment.count({
      where: { campaignId: labelling, raterId: users.r1.id },
    });
    const bugsInStudy = 2;
    const r1 = await home("r1");
    expect(brief(r1)).toEqual([
      `rate Labelling now ${mine - 2} /projects/${SLUG}/campaigns/${labelling}/rate`,
      `author-study Study ${bugsInStudy} /projects/${SLUG}/studies/${study}/author`,
    ]);
    // r2 finished the campaign: only the study is left; r3 has not started anything.
    expect(brief(await home("r2")).map((e) => e.split(" ")[0])).toEqual(["author-study"]);
    expect(brief(await home("r3"))).toEqual([
      `rate Labelling now ${mine} /projects/${SLUG}/campaigns/${labelling}/rate`,
    ]);
    // Blind: no dispute, agreement or other rater's work reaches a rater's home.
    for (const who of ["r1", "r2", "r3"] as const)
      for (const e of await home(who)) {
        expect(["rate", "author-study", "label-study"]).toContain(e.kind);
        expect(JSON.stringify(e)).not.toMatch(/words|VALID|INVALID|agree/);
      }
  });

  it("leads and named adjudicators: open disputes of revealed campaigns; engineers and raters none", async () => {
    const disputed = Math.ceil(
      (await prisma.campaignPatch.count({ where: { campaignId: revealed } })) / 2,
    );
    const entry = `adjudicate Revealed ${disputed} /projects/${SLUG}/campaigns/${revealed}/adjudicate`;
    expect(brief(await home("lead"))).toEqual([entry]);
    expect(brief(await home("adj"))).toContain(entry);
    for (const who of ["engA", "engB", "r1", "outsider"] as const)
      expect((await home(who)).filter((e) => e.kind === "adjudicate")).toEqual([]);
  });

  it("judge runs finished or failed since the last visit, for the project's judge readers", async () => {
    const visit = await recordHomeVisit({ userId: users.lead.id, at: new Date() });
    expect(visit).toBeNull();
    const since = (await prisma.user.findUniqueOrThrow({ where: { id: users.lead.id } }))
      .homeVisitedAt!;
    const mk = (status: "completed" | "failed" | "running", finishedAt: Date | null) =>
      prisma.judgeRun.create({
        data: { projectId, configId, status, finishedAt },
        select: { id: true },
      });
    await mk("completed", new Date(since.getTime() - 60_000)); // before the visit
    const done = await mk("completed", new Date(since.getTime() + 60_000));
    const failed = await mk("failed", new Date(since.getTime() + 120_000));
    await mk("running", null);
    const runs = (await home("lead", since)).filter((e) => e.kind === "judge-run");
    expect(runs.map((e) => [e.status, e.href])).toEqual([
      ["failed", `/projects/${SLUG}/judge/runs/${failed.id}`],
      ["completed", `/projects/${SLUG}/judge/runs/${done.id}`],
    ]);
    expect((await home("engA", since)).filter((e) => e.kind === "judge-run")).toHaveLength(2);
    expect((await home("r1", since)).filter((e) => e.kind === "judge-run")).toEqual([]);
    // The next visit returns this one's time, and moves on.
    const later = new Date(since.getTime() + 3600_000);
    expect(await recordHomeVisit({ userId: users.lead.id, at: later })).toEqual(since);
    expect((await home("lead", later)).filter((e) => e.kind === "judge-run")).toEqual([]);
  });

  it("nothing waits for a user without roles", async () => {
    expect(await home("outsider")).toEqual([]);
  });
});
