import "@/lib/test/test-db";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { getAgreementDashboard } from "@/lib/agreement/get-agreement-dashboard";
import { ZAgreementQuery } from "@/lib/agreement/schemas";
import { prisma } from "@/lib/db/client";
import { importDataset } from "@/lib/import/import-dataset";
import { createProject } from "@/lib/projects/create-project";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { STANDARD_DIMENSIONS } from "@/lib/scales/standard-dimensions";
import { computeMetricAlpha } from "@/lib/stats/compute-metric-alpha";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { createUser } from "@/lib/users/create-user";
import { changeCampaignPhase } from "./change-campaign-phase";
import { createCampaign } from "./create-campaign";
import { exportCampaignRatings } from "./export-campaign-ratings";
import { getAdjudicationItem } from "./get-adjudication-item";
import { getCampaignAccess } from "./get-campaign-access";
import { getCampaignOverview } from "./get-campaign-overview";
import { getRaterQueue } from "./get-rater-queue";
import { getRatingItem } from "./get-rating-item";
import { importRatings } from "./import-ratings";
import { ZCreateCampaign, ZSubmitRating } from "./schemas";
import { submitRating } from "./submit-rating";

// Graded campaigns (issue 34, raters' side): creation, submission (label = collapse), 422s,
// blinding, adjudication, dashboard α, export → import round trip. Four patches, three raters.
let projectId = "";
const users: Record<string, { id: string; email: string; name: string; isAdmin: boolean }> = {};
const RATERS = ["r1", "r2", "r3"] as const;
const scale = { ...DEFAULT_GRADED_SCALE, dimensions: STANDARD_DIMENSIONS.slice(0, 2) };
const access = (who: string, campaignId: string, need: "manage" | "rate" | "adjudicate") =>
  getCampaignAccess({ user: users[who]!, slug: "graded", campaignId, need });

beforeAll(async () => {
  projectId = (
    await createProject({
      input: { slug: "graded", name: "Graded", description: "" },
      actorId: null,
    })
  ).id;
  for (const [tag, role] of [
    ["lead", "lead"],
    ...RATERS.map((r) => [r, "rater"] as const),
  ] as const)
    users[tag] = await createUser({
      input: {
        email: `${tag}@graded.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: "graded", role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  const patches = readFileSync("lib/demo/data/patches.jsonl", "utf8").split("\n").slice(0, 4);
  for (const [kind, text] of [
    ["bugs", readFileSync("lib/demo/data/bugs.jsonl", "utf8")],
    ["patches", patches.join("\n") + "\n"],
  ] as const)
    await importDataset({
      projectId,
      actorId: null,
      fileName: kind,
      kind,
      bytes: new TextEncoder().encode(text),
    });
});

describe("graded campaign", () => {
  it("refuses a malformed scale naming the field, and a grade in a binary campaign", async () => {
    const bad = ZCreateCampaign.safeParse({
      name: "x",
      scale: { ...DEFAULT_GRADED_SCALE, validFrom: 9 },
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(["scale.validFrom"]);
    const binary = await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "Binary",
        selection: { kind: "all" },
        ratersPerPatch: 1,
        raterIds: [users.r1!.id],
      }),
    });
    const { campaign } = await access("r1", binary.id, "rate");
    const [first] = (await getRaterQueue({ campaignId: binary.id, raterId: users.r1!.id })).items;
    await expect(
      submitRating({
        campaign,
        raterId: users.r1!.id,
        assignmentId: first!.assignmentId,
        input: ZSubmitRating.parse({ label: "VALID", grade: 3 }),
      }),
    ).rejects.toThrow(/^grade: this campaign is binary/);
  });

  it("rates on grades, derives labels, stays blind, shows grades to adjudicators and on the dashboard, round-trips export and import", async () => {
    const created = await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "Graded",
        selection: { kind: "all" },
        ratersPerPatch: 3,
        raterIds: RATERS.map((r) => users[r]!.id),
        allowUnsure: true,
        scale,
      }),
    });
    expect(created.patches).toBe(4);
    const lead = await access("lead", created.id, "manage");
    expect(
      (await getCampaignOverview({ access: lead, viewerId: users.lead!.id })).campaign.scale,
    ).toEqual(scale);

    // Refusals name the field and write nothing.
    const { campaign: asR1 } = await access("r1", created.id, "rate");
    const q1 = await getRaterQueue({ campaignId: created.id, raterId: users.r1!.id });
    const try1 = (input: unknown) =>
      submitRating({
        campaign: asR1,
        raterId: users.r1!.id,
        assignmentId: q1.items[0]!.assignmentId,
        input: ZSubmitRating.parse(input),
      });
    const dims = { correctness: 4, minimality: 3 };
    await expect(try1({ dimensionGrades: dims })).rejects.toThrow(/^grade: is required/);
    await expect(try1({ label: "VALID", grade: 2, dimensionGrades: dims })).rejects.toThrow(
      /^label: grade 2 collapses to INVALID/,
    );
    await expect(try1({ grade: 3, dimensionGrades: { correctness: 4 } })).rejects.toThrow(
      /^dimensionGrades\.minimality: is required/,
    );
    await expect(try1({ grade: 3, dimensionGrades: { ...dims, security: 1 } })).rejects.toThrow(
      /^dimensionGrades\.security: not a dimension/,
    );
    expect(await prisma.rating.count({ where: { campaignId: created.id } })).toBe(0);

    // Grades per rater and item (queue order differs per rater: keyed by patch).
    const patchIds = (
      await prisma.campaignPatch.findMany({
        where: { campaignId: created.id },
        orderBy: { position: "asc" },
      })
    ).map((p) => p.patchId);
    const GRADES: Record<string, (number | null)[]> = {
      r1: [1, 3, 4, 2],
      r2: [2, 3, 4, null],
      r3: [1, 4, 3, 2],
    };
    for (const r of RATERS) {
      const { campaign } = await access(r, created.id, "rate");
      const queue = await getRaterQueue({ campaignId: created.id, raterId: users[r]!.id });
      for (const item of queue.items) {
        const a = await prisma.assignment.findUniqueOrThrow({ where: { id: item.assignmentId } });
        const grade = GRADES[r]![patchIds.indexOf(a.patchId)]!;
        const saved = await submitRating({
          campaign,
          raterId: users[r]!.id,
          assignmentId: item.assignmentId,
          // First a wrong grade, then the revision: editing a submitted rating keeps working.
          input: ZSubmitRating.parse(
            grade === null
              ? { label: "UNSURE" }
              : { grade: grade === 1 ? 4 : 1, dimensionGrades: { correctness: 1, minimality: 1 } },
          ),
        });
        if (grade === null) {
          expect(saved).toMatchObject({ label: "UNSURE", grade: null });
          continue;
        }
        const revised = await submitRating({
          campaign,
          raterId: users[r]!.id,
          assignmentId: item.assignmentId,
          input: ZSubmitRating.parse({
            grade,
            dimensionGrades: { correctness: grade, minimality: 5 - grade },
          }),
        });
        expect(revised).toMatchObject({ grade, label: grade >= 3 ? "VALID" : "INVALID" });
      }
    }
    const stored = await prisma.rating.findMany({ where: { campaignId: created.id } });
    expect(stored).toHaveLength(12);
    for (const s of stored) {
      expect(s.label).toBe(s.grade === null ? "UNSURE" : s.grade >= 3 ? "VALID" : "INVALID");
      if (s.grade !== null)
        expect(JSON.parse(s.dimensionGrades!)).toEqual({
          correctness: s.grade,
          minimality: 5 - s.grade,
        });
    }

    // Blind before the reveal: r1's item shows only r1's own grade.
    const item = await getRatingItem({
      campaign: asR1,
      raterId: users.r1!.id,
      assignmentId: q1.items[0]!.assignmentId,
    });
    expect(item.others).toEqual([]);
    expect(item.myRating!.grade).not.toBeNull();

    await changeCampaignPhase({
      campaignId: created.id,
      actorId: users.lead!.id,
      input: { phase: "reveal" },
    });
    const adjudicator = await access("lead", created.id, "adjudicate");
    const adj = await getAdjudicationItem({
      campaign: adjudicator.campaign,
      patchId: patchIds[0]!,
      viewerId: users.lead!.id,
    });
    expect(adj.scale).toEqual(scale);
    expect(adj.ratings.map((r) => [r.grade, r.label]).sort()).toEqual([
      [1, "INVALID"],
      [1, "INVALID"],
      [2, "INVALID"],
    ]);
    expect(adj.ratings[0]!.dimensionGrades).toEqual({
      correctness: adj.ratings[0]!.grade,
      minimality: 5 - adj.ratings[0]!.grade!,
    });

    // Dashboard: α on the grades equals compute-metric-alpha on the same data.
    const dashboard = await getAgreementDashboard({
      projectId,
      viewerId: null,
      query: ZAgreementQuery.parse({ campaignId: created.id, replicates: "200" }),
      cache: false,
    });
    const raterCode = new Map<string, number>(RATERS.map((r, i) => [users[r]!.id, i]));
    const rated = stored.filter((s) => s.grade !== null);
    const coded = (grade: (s: (typeof stored)[number]) => number) => ({
      itemCount: 4,
      raterCount: 3,
      labelCount: 4,
      item: Int32Array.from(rated, (s) => patchIds.indexOf(s.patchId)),
      rater: Int32Array.from(rated, (s) => raterCode.get(s.raterKey)!),
      label: Int32Array.from(rated, (s) => grade(s) - 1),
    });
    const overall = coded((s) => s.grade!);
    const graded = dashboard.graded!;
    expect(graded.ordinalAlpha.value).toBeCloseTo(
      computeMetricAlpha({ ratings: overall, metric: "ordinal" }).alpha!,
      12,
    );
    expect(graded.intervalAlpha.value).toBeCloseTo(
      computeMetricAlpha({ ratings: overall, metric: "interval" }).alpha!,
      12,
    );
    expect(graded.dimensions.map((d) => d.key)).toEqual(["correctness", "minimality"]);
    expect(graded.dimensions[1]!.ordinalAlpha.value).toBeCloseTo(
      computeMetricAlpha({ ratings: coded((s) => 5 - s.grade!), metric: "ordinal" }).alpha!,
      12,
    );
    expect(graded.distribution.map((d) => d.count)).toEqual([2, 3, 3, 3]);
    expect(graded).toMatchObject({ graded: 11, ungraded: 1 });
    // The binary tables read the collapse.
    expect(dashboard.human!.ratings).toBe(12);

    // Export (graded columns) → import into an external graded campaign: same grades.
    const exported = await exportCampaignRatings({
      projectId,
      campaignId: created.id,
      viewerId: null,
      format: "csv",
    });
    expect(exported.text.split("\r\n")[0]).toMatch(/^item,bug,rater,label,grade,dimension_grades,/);
    const external = await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({
        name: "Imported",
        selection: { kind: "none" },
        allowUnsure: true,
        scale,
      }),
    });
    const { campaign: target } = await access("lead", external.id, "manage");
    const report = await importRatings({
      campaign: target,
      actorId: users.lead!.id,
      fileName: "graded.csv",
      bytes: new TextEncoder().encode(exported.text),
    });
    expect(report).toMatchObject({ written: true, created: 12, errors: [] });
    const key = (r: { patchId: string; grade: number | null; dimensionGrades: string | null }) =>
      `${r.patchId} ${r.grade} ${r.dimensionGrades}`;
    const back = await prisma.rating.findMany({ where: { campaignId: external.id } });
    expect(back.map(key).sort()).toEqual(stored.map(key).sort());
    // A graded row whose label is not its grade's collapse is refused, by line and field.
    const tampered = exported.text.replace(/,INVALID,1,/, ",VALID,1,");
    const refused = await importRatings({
      campaign: target,
      actorId: users.lead!.id,
      fileName: "tampered.csv",
      bytes: new TextEncoder().encode(tampered),
    });
    expect(refused.errors[0]).toMatchObject({ field: "label" });
    expect(refused.written).toBe(false);
  });
});
