import "@/lib/test/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { exportAgreementTable } from "@/lib/agreement/export-agreement-table";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { prisma } from "@/lib/db/client";
import { createProject } from "@/lib/projects/create-project";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";
import { createUser } from "@/lib/users/create-user";
import { adjudicatePatch } from "./adjudicate-patch";
import { changeCampaignPhase } from "./change-campaign-phase";
import { createCampaign } from "./create-campaign";
import { getAdjudicationItem } from "./get-adjudication-item";
import { getCampaignAccess } from "./get-campaign-access";
import { getCampaignOverview } from "./get-campaign-overview";
import { getRatingItem } from "./get-rating-item";
import { listAdjudicationQueue } from "./list-adjudication-queue";
import { listCampaigns } from "./list-campaigns";
import { ZCreateCampaign, ZSubmitRating } from "./schemas";
import { submitRating } from "./submit-rating";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { importDemoData } from "@/lib/test/import-demo-data";

/**
 * Campaign B (revealed) and campaign A (still labelling) share the three tinyjson-17 patches.
 * Whoever is labelling them in A reads no one else's label, justification or consensus on them
 * through B: not as B's rater, not as B's named adjudicator or lead, not on the agreement
 * dashboard. Once A is revealed the same reads show them (the control).
 */
const SLUG = "xblind";
const SECRET = "SECRET-words-of-r1";
const users: Record<string, { id: string; email: string; name: string; isAdmin: boolean }> = {};
let projectId = "";
let campaignA = "";
let campaignB = "";
let shared: string[] = [];
const access = (who: string, campaignId: string, need: "manage" | "rate" | "adjudicate") =>
  getCampaignAccess({ user: users[who]!, slug: SLUG, campaignId, need });
const dashboardQuery = () => ZAgreementQuery.parse({ campaignId: campaignB, replicates: "100" });

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: SLUG, name: "Cross-campaign", description: "" },
      actorId: null,
    })
  ).id;
  const people = {
    lead: ["lead"],
    r1: ["rater"],
    r2: ["rater"],
    r3: ["rater"],
    probe: ["rater", "engineer"],
    adj: ["rater"],
    leadRater: ["rater", "lead"],
  } as const;
  for (const [tag, roles] of Object.entries(people)) {
    users[tag] = await createUser({
      input: {
        email: `${tag}@${SLUG}.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: roles.map((role) => ({ projectSlug: SLUG, role })),
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  }
  await importDemoData({ projectId });
  // B: every patch, labelled by probe (VALID), r1 (INVALID, with the secret) and r2 (VALID): every patch a 2–1 split.
  const b = await createCampaign({
    projectId,
    actorId: users.lead!.id,
    input: ZCreateCampaign.parse({
      name: "B",
      selection: { kind: "all" },
      raterIds: [users.probe!.id, users.r1!.id, users.r2!.id],
      adjudicatorIds: [users.adj!.id],
    }),
  });
  campaignB = b.id;
  for (const who of ["probe", "r1", "r2"]) {
    const { campaign } = await access(who, campaignB, "rate");
    for (const a of await prisma.assignment.findMany({
      where: { campaignId: campaignB, raterId: users[who]!.id },
    })) {
      const label = who === "r1" ? "INVALID" : "VALID";
      await submitRating({
        campaign,
        raterId: users[who]!.id,
        assignmentId: a.id,
        input: ZSubmitRating.parse({
          label,
          justification: who === "probe" ? "probe's own words" : `${SECRET.replace("r1", who)}`,
        }),
      });
    }
  }
  await changeCampaignPhase({
    campaignId: campaignB,
    actorId: users.lead!.id,
    input: { phase: "reveal" },
  });
  // A: only the tinyjson-17 patches, still labelling, with probe, adj and leadRater in its pool.
  const a = await createCampaign({
    projectId,
    actorId: users.lead!.id,
    input: ZCreateCampaign.parse({
      name: "A",
      selection: { kind: "bugType", bugTypes: ["Heap-buffer-overflow"] },
      raterIds: [users.probe!.id, users.adj!.id, users.leadRater!.id],
    }),
  });
  campaignA = a.id;
  shared = (
    await prisma.campaignPatch.findMany({
      where: { campaignId: campaignA },
      select: { patchId: true },
    })
  ).map((p) => p.patchId);
  expect(shared).toHaveLength(3);
  // The lead (labelling nothing) settles one shared patch, so B has a consensus on it to hide.
  const { campaign } = await access("lead", campaignB, "adjudicate");
  await adjudicatePatch({
    campaign,
    patchId: shared[0]!,
    actorId: users.lead!.id,
    input: { label: "INVALID", themes: ["other"], notes: "CONSENSUS-NOTE" },
  });
});

describe("a patch someone is still labelling stays blind to them in every other campaign", () => {
  it("B's rater reads no one else's label on it through B's item", async () => {
    const probe = await access("probe", campaignB, "rate");
    const mine = await prisma.assignment.findFirstOrThrow({
      where: { campaignId: campaignB, raterId: users.probe!.id, patchId: shared[0]! },
    });
    const item = await getRatingItem({
      campaign: probe.campaign,
      raterId: users.probe!.id,
      assignmentId: mine.id,
    });
    expect(item.others).toEqual([]);
    expect(item.othersHidden).toBe(true);
    expect(item.myRating).toMatchObject({ justification: "probe's own words" });
    expect(JSON.stringify(item)).not.toContain("SECRET-words");
    // A patch not shared with A shows the others, as before.
    const other = await prisma.assignment.findFirstOrThrow({
      where: { campaignId: campaignB, raterId: users.probe!.id, patchId: { notIn: shared } },
    });
    const open = await getRatingItem({
      campaign: probe.campaign,
      raterId: users.probe!.id,
      assignmentId: other.id,
    });
    expect(open.others).toHaveLength(2);
    expect(open.othersHidden).toBe(false);
  });

  it("B's named adjudicator gets the shared patches neither in the queue nor one by one, and cannot settle them", async () => {
    const adj = await access("adj", campaignB, "adjudicate");
    const queue = await listAdjudicationQueue({ campaign: adj.campaign, viewerId: users.adj!.id });
    expect(queue.items.map((i) => i.patchId).filter((id) => shared.includes(id))).toEqual([]);
    expect(queue.items).toHaveLength(24);
    expect(queue.hidden).toBe(3);
    // The summary counts only what the adjudicator may see (the lead's consensus is on a hidden patch).
    expect(queue.summary).toMatchObject({ patches: 24, adjudicated: 0, open: 24 });
    expect(JSON.stringify(queue)).not.toContain(shared[0]!);
    await expect(
      getAdjudicationItem({ campaign: adj.campaign, patchId: shared[0]!, viewerId: users.adj!.id }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const before = await prisma.consensus.findMany({
      where: { campaignId: campaignB },
      orderBy: { patchId: "asc" },
    });
    await expect(
      adjudicatePatch({
        campaign: adj.campaign,
        patchId: shared[1]!,
        actorId: users.adj!.id,
        input: { label: "VALID", themes: ["other"], notes: "" },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(
      await prisma.consensus.findMany({
        where: { campaignId: campaignB },
        orderBy: { patchId: "asc" },
      }),
    ).toEqual(before);
    const visible = queue.items[0]!.patchId;
    expect(
      (
        await getAdjudicationItem({
          campaign: adj.campaign,
          patchId: visible,
          viewerId: users.adj!.id,
        })
      ).ratings,
    ).toHaveLength(3);
  });

  it("B's lead who labels in A sees consensus counts without the shared patches, and may not close B", async () => {
    const lead = await access("leadRater", campaignB, "manage");
    const overview = await getCampaignOverview({ access: lead, viewerId: users.leadRater!.id });
    expect(overview.consensus).toEqual({});
    expect(overview.hidden).toBe(3);
    const full = await getCampaignOverview({
      access: await access("lead", campaignB, "manage"),
      viewerId: users.lead!.id,
    });
    expect(full.consensus).toEqual({ adjudicated: 1 });
    expect(full.hidden).toBe(0);
    await expect(
      changeCampaignPhase({
        campaignId: campaignB,
        actorId: users.leadRater!.id,
        input: { phase: "closed" },
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(
      await prisma.campaign.findUniqueOrThrow({
        where: { id: campaignB },
        select: { phase: true },
      }),
    ).toEqual({ phase: "reveal" });
  });

  it("the campaign list counts B's consensus without the shared patches, as the overview does", async () => {
    const row = async (viewerId: string | null) =>
      (await listCampaigns({ projectId, viewerId })).find((c) => c.id === campaignB)!.consensus;
    const overviewCount = async (who: string) => {
      const overview = await getCampaignOverview({
        access: await access(who, campaignB, "manage"),
        viewerId: users[who]!.id,
      });
      return Object.values(overview.consensus ?? {}).reduce((s, n) => s + n, 0);
    };
    // leadRater labels the shared patches in A: B's one consensus (on shared[0]) is not counted.
    expect(await row(users.leadRater!.id)).toBe(0);
    expect(await row(users.leadRater!.id)).toBe(await overviewCount("leadRater"));
    // The control: a lead who labels nothing, and the CLI, count it.
    expect(await row(users.lead!.id)).toBe(1);
    expect(await row(users.lead!.id)).toBe(await overviewCount("lead"));
    expect(await row(null)).toBe(1);
  });

  it("the agreement dashboard, its aggregates and every export leave the shared patches out for the rater-engineer", async () => {
    const forProbe = await getAgreementDashboard({
      projectId,
      viewerId: users.probe!.id,
      query: dashboardQuery(),
    });
    const forLead = await getAgreementDashboard({
      projectId,
      viewerId: users.lead!.id,
      query: dashboardQuery(),
    });
    expect(forLead.hidden).toBe(0);
    expect(forLead.human).toMatchObject({ items: 27, ratings: 81 });
    expect(forProbe.hidden).toBe(3);
    expect(forProbe.human).toMatchObject({ items: 24, ratings: 72 });
    expect(forProbe.human!.consensus.adjudicated).toBe(0);
    expect(forLead.human!.consensus.adjudicated).toBe(1);
    expect(forProbe.campaign).toMatchObject({ id: campaignB, ratings: 72 });
    expect(forProbe.campaigns.find((c) => c.id === campaignB)).toMatchObject({ ratings: 72 });
    expect(forProbe.benchmarks!.full.patches).toBe(forLead.benchmarks!.full.patches - 3);
    // Every export is built from the same figures: the human table says 24 items in every format.
    for (const format of TABLE_FORMATS) {
      const human = exportAgreementTable({
        dashboard: forProbe,
        table: "human",
        format,
        slug: SLUG,
      }).text;
      expect(human, format).toMatch(/Items\W+(Value\W+)?24\b/);
      expect(human, format).not.toMatch(/Items\W+(Value\W+)?27\b/);
    }
  });

  it("shows all of it once A is revealed", async () => {
    await changeCampaignPhase({
      campaignId: campaignA,
      actorId: users.lead!.id,
      input: { phase: "reveal" },
    });
    const probe = await access("probe", campaignB, "rate");
    const mine = await prisma.assignment.findFirstOrThrow({
      where: { campaignId: campaignB, raterId: users.probe!.id, patchId: shared[0]! },
    });
    const item = await getRatingItem({
      campaign: probe.campaign,
      raterId: users.probe!.id,
      assignmentId: mine.id,
    });
    expect(JSON.stringify(item.others)).toContain("SECRET-words-of-r1");
    const adj = await access("adj", campaignB, "adjudicate");
    const queue = await listAdjudicationQueue({ campaign: adj.campaign, viewerId: users.adj!.id });
    expect(queue).toMatchObject({ hidden: 0, summary: { patches: 27, adjudicated: 1 } });
    expect(
      JSON.stringify(
        await getAdjudicationItem({
          campaign: adj.campaign,
          patchId: shared[0]!,
          viewerId: users.adj!.id,
        }),
      ),
    ).toContain("CONSENSUS-NOTE");
    const overview = await getCampaignOverview({
      access: await access("leadRater", campaignB, "manage"),
      viewerId: users.leadRater!.id,
    });
    expect(overview.consensus).toEqual({ adjudicated: 1 });
    expect(
      (await listCampaigns({ projectId, viewerId: users.leadRater!.id })).find(
        (c) => c.id === campaignB,
      ),
    ).toMatchObject({ consensus: 1 });
    const d = await getAgreementDashboard({
      projectId,
      viewerId: users.probe!.id,
      query: dashboardQuery(),
    });
    expect(d).toMatchObject({ hidden: 0, human: { items: 27, ratings: 81 } });
    expect(
      exportAgreementTable({ dashboard: d, table: "human", format: "csv", slug: SLUG }).text,
    ).toMatch(/Items\W+(Value\W+)?27\b/);
  });
});
