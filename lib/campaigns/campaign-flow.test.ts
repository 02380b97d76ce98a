import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { createUser } from "@/lib/users/create-user";
import { adjudicatePatch } from "./adjudicate-patch";
import { changeCampaignPhase } from "./change-campaign-phase";
import { createCampaign } from "./create-campaign";
import { getCampaignAccess } from "./get-campaign-access";
import { getRaterQueue } from "./get-rater-queue";
import { getRatingItem } from "./get-rating-item";
import { listAdjudicationQueue } from "./list-adjudication-queue";
import { ZCreateCampaign, ZSetCampaignPeople, ZSubmitRating } from "./schemas";
import { setCampaignPeople } from "./set-campaign-people";
import { submitRating } from "./submit-rating";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { importDemoData } from "@/lib/test/import-demo-data";

let projectId = "";
const users: Record<string, { id: string; email: string; name: string; isAdmin: boolean }> = {};
const loads = async (campaignId: string) => {
  const rows = await prisma.assignment.groupBy({
    by: ["raterId"],
    where: { campaignId },
    _count: { _all: true },
  });
  return rows.map((r) => r._count._all);
};
const access = async (who: string, campaignId: string, need: "manage" | "rate" | "adjudicate") =>
  getCampaignAccess({ user: users[who]!, slug: "camp", campaignId, need });

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "camp", name: "Campaigns", description: "" },
      actorId: null,
    })
  ).id;
  for (const [tag, role] of [
    ["lead", "lead"],
    ["eng", "engineer"],
    ["r1", "rater"],
    ["r2", "rater"],
    ["r3", "rater"],
    ["r4", "rater"],
  ] as const) {
    users[tag] = await createUser({
      input: {
        email: `${tag}@camp.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: "camp", role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  }
  await importDemoData({ projectId });
});

describe("campaign lifecycle", () => {
  it("refuses a golden-only campaign when no rubric is golden, and a pool smaller than k, changing nothing", async () => {
    const before = await prisma.campaign.count();
    await expect(
      createCampaign({
        projectId,
        actorId: users.lead!.id,
        input: ZCreateCampaign.parse({
          name: "x",
          raterIds: [users.r1!.id, users.r2!.id, users.r3!.id],
        }),
      }),
    ).rejects.toThrow(/golden rubric/);
    await expect(
      createCampaign({
        projectId,
        actorId: users.lead!.id,
        input: ZCreateCampaign.parse({
          name: "x",
          selection: { kind: "all" },
          raterIds: [users.r1!.id, users.r2!.id],
        }),
      }),
    ).rejects.toThrow(/at least 3 raters/);
    await expect(
      createCampaign({
        projectId,
        actorId: users.lead!.id,
        input: ZCreateCampaign.parse({
          name: "x",
          selection: { kind: "all" },
          raterIds: [users.r1!.id, users.r2!.id, users.eng!.id],
        }),
      }),
    ).rejects.toThrow(/rater role/);
    expect(await prisma.campaign.count()).toBe(before);
  });

  it("labels blind, locks labels at reveal, settles unanimous patches and adjudicates splits", async () => {
    const raters = [users.r1!, users.r2!, users.r3!];
    const created = await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "Flow",
        selection: { kind: "all" },
        raterIds: raters.map((r) => r.id),
        allowUnsure: false,
      }),
    });
    // 28 demo candidates, two with identical text: 27 distinct patches.
    expect(created.patches).toBe(27);
    expect(created.assignments).toBe(27 * 3);
    const lead = await access("lead", created.id, "manage");
    // Every rater holds every patch (k = pool size); rate all but make the first patch of r1's queue a 2-1 split.
    const queues = await Promise.all(
      raters.map((r) => getRaterQueue({ campaignId: created.id, raterId: r.id })),
    );
    expect(queues.map((q) => q.total)).toEqual([27, 27, 27]);
    const splitPatch = (
      await prisma.assignment.findUniqueOrThrow({
        where: { id: queues[0]!.items[0]!.assignmentId },
      })
    ).patchId;
    for (const [i, r] of raters.entries()) {
      const { campaign } = await getCampaignAccess({
        user: r,
        slug: "camp",
        campaignId: created.id,
        need: "rate",
      });
      for (const item of queues[i]!.items) {
        const a = await prisma.assignment.findUniqueOrThrow({ where: { id: item.assignmentId } });
        const label = a.patchId === splitPatch && i === 2 ? "INVALID" : "VALID";
        await submitRating({
          campaign,
          raterId: r.id,
          assignmentId: item.assignmentId,
          input: ZSubmitRating.parse({
            label,
            justification: `${r.name} says ${label}`,
            timeSpentMs: 1000,
          }),
        });
      }
    }
    // Before reveal: a rater's item carries no one else's label, even when all are in.
    const r1 = await access("r1", created.id, "rate");
    const item = await getRatingItem({
      campaign: r1.campaign,
      raterId: users.r1!.id,
      assignmentId: queues[0]!.items[0]!.assignmentId,
    });
    expect(item.others).toEqual([]);
    expect(JSON.stringify(item)).not.toMatch(/r2 says|r3 says/);
    expect(item.myRating).toMatchObject({ label: "VALID", timeSpentMs: 1000 });
    // A rater cannot open someone else's item, nor adjudicate.
    await expect(
      getRatingItem({
        campaign: r1.campaign,
        raterId: users.r1!.id,
        assignmentId: queues[1]!.items[0]!.assignmentId,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(access("r1", created.id, "adjudicate")).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(
      listAdjudicationQueue({ campaign: lead.campaign, viewerId: users.lead!.id }),
    ).rejects.toMatchObject({ code: "CONFLICT" });

    const revealed = await changeCampaignPhase({
      campaignId: created.id,
      actorId: users.lead!.id,
      input: { phase: "reveal" },
    });
    expect(revealed).toEqual({ phase: "reveal", unanimous: 26, disputed: 1, hidden: 0 });
    const r1After = await access("r1", created.id, "rate");
    await expect(
      submitRating({
        campaign: r1After.campaign,
        raterId: users.r1!.id,
        assignmentId: queues[0]!.items[0]!.assignmentId,
        input: ZSubmitRating.parse({ label: "INVALID" }),
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const shown = await getRatingItem({
      campaign: r1After.campaign,
      raterId: users.r1!.id,
      assignmentId: queues[0]!.items[0]!.assignmentId,
    });
    expect(shown.others.map((o) => o.label).sort()).toEqual(["INVALID", "VALID"]);

    const leadNow = await access("lead", created.id, "adjudicate");
    const queue = await listAdjudicationQueue({
      campaign: leadNow.campaign,
      viewerId: users.lead!.id,
    });
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({
      patchId: splitPatch,
      reason: "split",
      counts: { VALID: 2, INVALID: 1 },
      consensus: null,
    });
    await expect(
      changeCampaignPhase({
        campaignId: created.id,
        actorId: users.lead!.id,
        input: { phase: "closed" },
      }),
    ).rejects.toThrow(/1 disputed/);
    await adjudicatePatch({
      campaign: leadNow.campaign,
      patchId: splitPatch,
      actorId: users.lead!.id,
      input: {
        label: "INVALID",
        themes: ["overlooked_requirements"],
        notes: "r3 spotted the missing check",
      },
    });
    const unanimousPatch = (
      await prisma.consensus.findFirstOrThrow({
        where: { campaignId: created.id, method: "unanimous" },
      })
    ).patchId;
    await expect(
      adjudicatePatch({
        campaign: leadNow.campaign,
        patchId: unanimousPatch,
        actorId: users.lead!.id,
        input: { label: "INVALID", themes: ["other"], notes: "" },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await prisma.consensus.count({ where: { campaignId: created.id } })).toBe(27);
    // Raters' own labels are untouched by the consensus.
    expect(
      await prisma.rating.count({
        where: { campaignId: created.id, patchId: splitPatch, label: "VALID" },
      }),
    ).toBe(2);
    await changeCampaignPhase({
      campaignId: created.id,
      actorId: users.lead!.id,
      input: { phase: "closed" },
    });
  });

  it("rebalances when raters join or leave, keeping finished work", async () => {
    const created = await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "Pool",
        selection: { kind: "all" },
        ratersPerPatch: 2,
        raterIds: [users.r1!.id, users.r2!.id, users.r3!.id],
      }),
    });
    expect((await loads(created.id)).sort()).toEqual([18, 18, 18]);
    const r1 = await access("r1", created.id, "rate");
    const q1 = await getRaterQueue({ campaignId: created.id, raterId: users.r1!.id });
    for (const item of q1.items.slice(0, 5))
      await submitRating({
        campaign: r1.campaign,
        raterId: users.r1!.id,
        assignmentId: item.assignmentId,
        input: ZSubmitRating.parse({ label: "VALID" }),
      });
    const lead = await access("lead", created.id, "manage");
    await setCampaignPeople({
      campaign: lead.campaign,
      actorId: users.lead!.id,
      input: ZSetCampaignPeople.parse({
        raterIds: [users.r1!.id, users.r2!.id, users.r3!.id, users.r4!.id],
      }),
    });
    const l4 = await loads(created.id);
    expect(Math.max(...l4) - Math.min(...l4)).toBeLessThanOrEqual(1);
    expect(l4.reduce((a, b) => a + b, 0)).toBe(54);
    await setCampaignPeople({
      campaign: lead.campaign,
      actorId: users.lead!.id,
      input: ZSetCampaignPeople.parse({ raterIds: [users.r2!.id, users.r3!.id, users.r4!.id] }),
    });
    // r1's 5 finished ratings stay; their pending work moved to the others.
    expect(
      await prisma.assignment.count({ where: { campaignId: created.id, raterId: users.r1!.id } }),
    ).toBe(5);
    expect(
      await prisma.rating.count({ where: { campaignId: created.id, raterId: users.r1!.id } }),
    ).toBe(5);
    const perPatch = await prisma.assignment.groupBy({
      by: ["patchId"],
      where: { campaignId: created.id },
      _count: { _all: true },
    });
    expect(perPatch.every((p) => p._count._all === 2)).toBe(true);
    expect(perPatch).toHaveLength(27);
    const active = await prisma.assignment.groupBy({
      by: ["raterId"],
      where: { campaignId: created.id, raterId: { not: users.r1!.id } },
      _count: { _all: true },
    });
    const l3 = active.map((a) => a._count._all);
    expect(Math.max(...l3) - Math.min(...l3)).toBeLessThanOrEqual(1);
  });
});
