import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { DB_PROVIDER, prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { adjudicatePatch } from "./adjudicate-patch";
import { changeCampaignPhase } from "./change-campaign-phase";
import { createCampaign } from "./create-campaign";
import { listConsensusChanges } from "./list-consensus-changes";
import { lockCampaign } from "./lock-campaign";
import { ZCreateCampaign, ZSubmitRating, type TCampaignPhase } from "./schemas";
import { submitRating } from "./submit-rating";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { importDemoData } from "@/lib/test/import-demo-data";

// Team mode races: every state check sits inside the writing transaction (PostgreSQL really runs
// these at once; on SQLite they queue on its one writer). Each race starts 20 requests behind a
// barrier, a few times over, and checks the invariants in the database, not only the answers.
const ROUNDS = 3;
const CONCURRENT = 20;
const users: Record<string, { id: string }> = {};
let projectId = "";

/** Runs every task at once, once the barrier opens; their settled outcomes in order. */
async function race<T>(tasks: (() => Promise<T>)[]) {
  let open: () => void = () => {};
  const barrier = new Promise<void>((resolve) => (open = resolve));
  const running = tasks.map(async (task) => {
    await barrier;
    return task();
  });
  open();
  return Promise.allSettled(running);
}

const conflictsOnly = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes
    .filter((o): o is PromiseRejectedResult => o.status === "rejected")
    .map((o) => (o.reason instanceof AppError ? o.reason.code : String(o.reason)));

/** A campaign over the demo's 27 patches, rated by r1..r3: `labelOf(rater index)` for every patch. */
async function ratedCampaign(options: { name: string; labelOf: (rater: number) => string }) {
  const raters = [users.r1!, users.r2!, users.r3!];
  const created = await createCampaign({
    projectId,
    actorId: users.lead!.id,
    input: ZCreateCampaign.parse({
      name: options.name,
      selection: { kind: "all" },
      raterIds: raters.map((r) => r.id),
    }),
  });
  const campaign = {
    id: created.id,
    projectId,
    kind: "assigned",
    phase: "labelling" as TCampaignPhase,
    allowUnsure: false,
  };
  const assignments = await prisma.assignment.findMany({
    where: { campaignId: created.id },
    orderBy: [{ patchId: "asc" }, { raterId: "asc" }],
  });
  for (const a of assignments)
    await submitRating({
      campaign,
      raterId: a.raterId,
      assignmentId: a.id,
      input: ZSubmitRating.parse({
        label: options.labelOf(raters.findIndex((r) => r.id === a.raterId)),
        timeSpentMs: 1000,
      }),
    });
  return { campaign, assignments };
}

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: "race", name: "Races", description: "" }, actorId: null })
  ).id;
  for (const [tag, role] of [
    ["lead", "lead"],
    ["r1", "rater"],
    ["r2", "rater"],
    ["r3", "rater"],
  ] as const)
    users[tag] = await createUser({
      input: {
        email: `${tag}@race.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: "race", role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  await importDemoData({ projectId });
});

describe("campaign races", () => {
  it("a rating revised while the reveal opens is in before it or refused: no unanimous consensus disagrees with a rating", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { campaign, assignments } = await ratedCampaign({
        name: `Reveal ${round}`,
        labelOf: () => "VALID",
      });
      // The requests passed their access check while the campaign was still labelling.
      const revise = (a: (typeof assignments)[number]) => () =>
        submitRating({
          campaign,
          raterId: a.raterId,
          assignmentId: a.id,
          input: ZSubmitRating.parse({ label: "INVALID", timeSpentMs: 10 }),
        });
      const byPatch = new Map(assignments.map((a) => [a.patchId, a]));
      const racing = [...byPatch.values()].slice(0, CONCURRENT);
      const late = [...byPatch.values()].slice(CONCURRENT);
      const reveal = () =>
        changeCampaignPhase({
          campaignId: campaign.id,
          actorId: users.lead!.id,
          input: { phase: "reveal" },
        });
      const outcomes = await race<unknown>([reveal, ...racing.map(revise)]);
      expect(outcomes[0]!.status).toBe("fulfilled");
      expect(new Set(conflictsOnly(outcomes))).toEqual(
        conflictsOnly(outcomes).length ? new Set(["CONFLICT"]) : new Set(),
      );
      // After the reveal has answered, a request checked before it is refused.
      const after = await Promise.allSettled(late.map((a) => revise(a)()));
      expect(conflictsOnly(after)).toEqual(late.map(() => "CONFLICT"));

      const { revealedAt } = await prisma.campaign.findUniqueOrThrow({
        where: { id: campaign.id },
      });
      const ratings = await prisma.rating.findMany({ where: { campaignId: campaign.id } });
      const consensus = await prisma.consensus.findMany({ where: { campaignId: campaign.id } });
      for (const c of consensus.filter((c) => c.method === "unanimous"))
        expect(
          ratings.filter((r) => r.patchId === c.patchId).map((r) => r.label),
          `patch ${c.patchId}`,
        ).toEqual([c.label, c.label, c.label]);
      expect(ratings.filter((r) => r.updatedAt > revealedAt!)).toEqual([]);
      // Every revision answered 200 is in the database; every refused one changed nothing.
      racing.forEach((a, i) => {
        const stored = ratings.find((r) => r.assignmentId === a.id)!;
        expect(stored.label).toBe(outcomes[i + 1]!.status === "fulfilled" ? "INVALID" : "VALID");
      });
      // A patch revised in time is a 2–1 split; every other one is unanimous.
      const applied = outcomes.slice(1).filter((o) => o.status === "fulfilled").length;
      expect(consensus).toHaveLength(27 - applied);
    }
  });

  it("adjudications racing the close are in before it or refused: final labels never change after it", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // r3 disagrees everywhere: all 27 patches are disputed.
      const { campaign } = await ratedCampaign({
        name: `Close ${round}`,
        labelOf: (i) => (i === 2 ? "INVALID" : "VALID"),
      });
      await changeCampaignPhase({
        campaignId: campaign.id,
        actorId: users.lead!.id,
        input: { phase: "reveal" },
      });
      const revealed = { ...campaign, phase: "reveal" as TCampaignPhase };
      const patchIds = (
        await prisma.campaignPatch.findMany({
          where: { campaignId: campaign.id },
          orderBy: { patchId: "asc" },
        })
      ).map((p) => p.patchId);
      for (const patchId of patchIds)
        await adjudicatePatch({
          campaign: revealed,
          patchId,
          actorId: users.lead!.id,
          input: { label: "VALID", themes: ["other"], notes: "" },
        });
      const change = (patchId: string) => () =>
        adjudicatePatch({
          campaign: revealed,
          patchId,
          actorId: users.lead!.id,
          input: {
            label: "INVALID",
            themes: ["overlooked_requirements"],
            notes: "",
            change: { reason: "r3 was right" },
          },
        });
      const close = () =>
        changeCampaignPhase({
          campaignId: campaign.id,
          actorId: users.lead!.id,
          input: { phase: "closed" },
        });
      const racing = patchIds.slice(0, CONCURRENT);
      const outcomes = await race<unknown>([close, ...racing.map(change)]);
      expect(outcomes[0]!.status).toBe("fulfilled");
      const closedLabels = await prisma.consensus.findMany({
        where: { campaignId: campaign.id },
        orderBy: { patchId: "asc" },
        select: { patchId: true, label: true },
      });
      // After the close has answered, an adjudication checked before it is refused.
      const late = await Promise.allSettled(patchIds.slice(CONCURRENT).map((p) => change(p)()));
      expect(conflictsOnly(late)).toEqual(patchIds.slice(CONCURRENT).map(() => "CONFLICT"));
      expect(new Set(conflictsOnly(outcomes))).toEqual(
        conflictsOnly(outcomes).length ? new Set(["CONFLICT"]) : new Set(),
      );

      const { closedAt } = await prisma.campaign.findUniqueOrThrow({
        where: { id: campaign.id },
      });
      const consensus = await prisma.consensus.findMany({
        where: { campaignId: campaign.id },
        orderBy: { patchId: "asc" },
        select: { patchId: true, label: true, changes: { select: { toLabel: true } } },
      });
      expect(consensus.map(({ patchId, label }) => ({ patchId, label }))).toEqual(closedLabels);
      racing.forEach((patchId, i) => {
        const row = consensus.find((c) => c.patchId === patchId)!;
        const applied = outcomes[i + 1]!.status === "fulfilled";
        expect(row.label).toBe(applied ? "INVALID" : "VALID");
        expect(row.changes.map((c) => c.toLabel)).toEqual(applied ? ["INVALID"] : []);
      });
      const changes = await prisma.consensusChange.findMany({
        where: { consensus: { campaignId: campaign.id } },
      });
      expect(changes.filter((c) => c.createdAt > closedAt!)).toEqual([]);
      const audits = await prisma.auditLog.findMany({
        where: { projectId, action: { startsWith: "consensus." }, createdAt: { gt: closedAt! } },
      });
      expect(audits).toEqual([]);
    }
  });

  it.skipIf(DB_PROVIDER !== "postgresql")(
    "a rating while a phase change holds the campaign is refused at once (409), and goes through after",
    async () => {
      const { campaign, assignments } = await ratedCampaign({
        name: "Held",
        labelOf: () => "VALID",
      });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let signal: () => void = () => {};
      const locked = new Promise<void>((resolve) => (signal = resolve));
      const holder = prisma.$transaction(
        async (tx) => {
          await lockCampaign({ tx, campaignId: campaign.id, mode: "update" });
          signal();
          await held;
        },
        { timeout: 30_000 },
      );
      await locked;
      const a = assignments[0]!;
      const revise = () =>
        submitRating({
          campaign,
          raterId: a.raterId,
          assignmentId: a.id,
          input: ZSubmitRating.parse({ label: "INVALID", timeSpentMs: 10 }),
        });
      await expect(revise()).rejects.toMatchObject({
        code: "CONFLICT",
        message: expect.stringMatching(/phase is changing/),
      });
      release();
      await holder;
      await expect(revise()).resolves.toMatchObject({ label: "INVALID", timeSpentMs: 1010 });
    },
  );

  it("concurrent revisions of one rating add up their time on item", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { campaign, assignments } = await ratedCampaign({
        name: `Time ${round}`,
        labelOf: () => "VALID",
      });
      const a = assignments[0]!;
      const outcomes = await race(
        Array.from(
          { length: CONCURRENT },
          (_, i) => () =>
            submitRating({
              campaign,
              raterId: a.raterId,
              assignmentId: a.id,
              input: ZSubmitRating.parse({
                label: i % 2 ? "INVALID" : "VALID",
                timeSpentMs: 1000 + i,
              }),
            }),
        ),
      );
      expect(conflictsOnly(outcomes)).toEqual([]);
      const stored = await prisma.rating.findUniqueOrThrow({ where: { assignmentId: a.id } });
      const sum = Array.from({ length: CONCURRENT }, (_, i) => 1000 + i).reduce((x, y) => x + y);
      expect(stored.timeSpentMs).toBe(1000 + sum);
      const answered = outcomes.map((o) => (o.status === "fulfilled" ? o.value.timeSpentMs : 0));
      // Each answer is the running total at its commit: all distinct, the largest the stored one.
      expect(new Set(answered).size).toBe(CONCURRENT);
      expect(Math.max(...answered)).toBe(stored.timeSpentMs);
      expect(
        await prisma.auditLog.count({ where: { entityId: stored.id, action: "rating.revise" } }),
      ).toBe(CONCURRENT);
    }
  });

  it("refuses to adjudicate a settled patch again unless asked to change it with a reason, and keeps each change", async () => {
    const { campaign } = await ratedCampaign({
      name: "Settled",
      labelOf: (i) => (i === 2 ? "INVALID" : "VALID"),
    });
    await changeCampaignPhase({
      campaignId: campaign.id,
      actorId: users.lead!.id,
      input: { phase: "reveal" },
    });
    const revealed = { ...campaign, phase: "reveal" as TCampaignPhase };
    const [patchId] = (
      await prisma.campaignPatch.findMany({ where: { campaignId: campaign.id } })
    ).map((p) => p.patchId);
    const adjudicate = (label: "VALID" | "INVALID", reason?: string) => () =>
      adjudicatePatch({
        campaign: revealed,
        patchId: patchId!,
        actorId: users.lead!.id,
        input: {
          label,
          themes: ["correctness_assessment"],
          notes: "",
          ...(reason ? { change: { reason } } : {}),
        },
      });
    // Twenty first adjudications at once: one settles the patch, the others are refused.
    const first = await race(Array.from({ length: CONCURRENT }, () => adjudicate("INVALID")));
    expect(first.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(conflictsOnly(first)).toEqual(Array.from({ length: CONCURRENT - 1 }, () => "CONFLICT"));
    await expect(adjudicate("VALID")()).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/already settled \(INVALID\).*change of consensus/),
    });
    const row = await prisma.consensus.findUniqueOrThrow({
      where: { campaignId_patchId: { campaignId: campaign.id, patchId: patchId! } },
      include: { changes: true },
    });
    expect(row).toMatchObject({ label: "INVALID", method: "adjudicated", changes: [] });

    await expect(adjudicate("VALID", "the check is there after all")()).resolves.toMatchObject({
      label: "VALID",
      changed: true,
    });
    const changes = await prisma.consensusChange.findMany({ where: { consensusId: row.id } });
    expect(changes).toMatchObject([
      {
        changedById: users.lead!.id,
        fromLabel: "INVALID",
        toLabel: "VALID",
        themes: JSON.stringify(["correctness_assessment"]),
        reason: "the check is there after all",
      },
    ]);
    expect(
      await prisma.consensus.findUniqueOrThrow({ where: { id: row.id }, select: { label: true } }),
    ).toEqual({ label: "VALID" });
    // What the campaign page, the workspace and the judge results export read.
    expect(await listConsensusChanges({ campaignIds: [campaign.id] })).toMatchObject([
      {
        patchId,
        changedBy: { name: "lead" },
        fromLabel: "INVALID",
        toLabel: "VALID",
        themes: ["correctness_assessment"],
        reason: "the check is there after all",
      },
    ]);
  });
});
