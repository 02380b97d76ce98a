import "@/lib/test/test-db";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as effortRoute } from "@/app/api/projects/[slug]/effort/route";
import type { TSessionUser } from "@/lib/auth/get-session-user";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { getCampaignAccess } from "@/lib/campaigns/get-campaign-access";
import { getRaterQueue } from "@/lib/campaigns/get-rater-queue";
import { listMyWork } from "@/lib/rubrics/list-my-work";
import { ZCreateCampaign, ZSubmitRating } from "@/lib/campaigns/schemas";
import { submitRating } from "@/lib/campaigns/submit-rating";
import { prisma } from "@/lib/db/client";
import { importDemoData } from "@/lib/test/import-demo-data";
import { createProject } from "@/lib/projects/create-project";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { reviewRubric } from "@/lib/rubrics/review-rubric";
import { saveRubricVersion } from "@/lib/rubrics/save-rubric-version";
import {
  editKey,
  ZRequestDrafts,
  ZReviewRubric,
  ZSaveRubric,
  ZSubmitRubric,
} from "@/lib/rubrics/schemas";
import { segmentEdits } from "@/lib/rubrics/segment-edits";
import { startDraftWorker } from "@/lib/rubrics/start-draft-worker";
import { submitRubric } from "@/lib/rubrics/submit-rubric";
import { reusePasswordHash } from "@/lib/test/reuse-password-hash";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { until } from "@/lib/test/until";
import { createUser } from "@/lib/users/create-user";
import type { TGetEffortResponse } from "./effort-api.types";

// The route runs for real (withAuth, zod, the domain function); only the session is replaced.
const session = vi.hoisted(() => ({ user: null as TSessionUser | null }));
vi.mock("@/lib/auth/get-session-user", () => ({ getSessionUser: async () => session.user }));

const SLUG = "effort";
const BUG = "tinyjson-17";
let projectId = "";
const users: Record<string, TSessionUser> = {};

const get = async (who: string, format = "json") => {
  session.user = users[who]!;
  const url = `http://localhost/api/projects/${SLUG}/effort?format=${format}`;
  return effortRoute(new NextRequest(new URL(url)), { params: Promise.resolve({ slug: SLUG }) });
};

beforeAll(async () => {
  projectId = (
    await createProject({ input: { slug: SLUG, name: "Effort", description: "" }, actorId: null })
  ).id;
  for (const [tag, role] of [
    ["lead", "lead"],
    ["engA", "engineer"],
    ["engB", "engineer"],
    ["r1", "rater"],
    ["r2", "rater"],
    ["r3", "rater"],
  ] as const)
    users[tag] = await createUser({
      input: {
        email: `${tag}@effort.test`,
        name: tag,
        password: "password-123",
        isAdmin: false,
        projectRoles: [{ projectSlug: SLUG, role }],
      },
      actorId: null,
      hashPassword: reusePasswordHash,
    });
  await importDemoData({ projectId });
  await requestDrafts({
    projectId,
    actorId: users.engA!.id,
    input: ZRequestDrafts.parse({ bugIds: [BUG], engine: "offline" }),
  });
  const worker = startDraftWorker();
  try {
    await until(
      async () => (await prisma.draftJob.count({ where: { projectId, status: "done" } })) === 1,
      30_000,
      "the offline draft",
    );
  } finally {
    await worker.stop();
  }
}, 60_000);

describe("effort report", () => {
  it("stores the active time of rubric saves, the review and ratings, and reports it to a lead only", async () => {
    const where = { projectId, bugExternalId: BUG, format: "templated" as const };
    const rubric = await prisma.rubric.findFirstOrThrow({
      where: { format: "templated", bug: { projectId, externalId: BUG } },
      select: { currentVersionId: true, currentVersion: { select: { content: true } } },
    });
    const base = rubric.currentVersion!.content;
    let versionId = rubric.currentVersionId!;
    // Two saves by engineer A: 120 s and 60 s of active editing.
    for (const [i, activeMs] of [120_000, 60_000].entries()) {
      const next = `${base}\n\nEDITED ${i}: a bounds check at the read is enough.\n`;
      const notes = segmentEdits({ base, next }).map((e) => ({
        key: editKey(e),
        justification: "The draft overfitted the developer fix.",
        themes: ["overfitting"],
      }));
      versionId = (
        await saveRubricVersion({
          ...where,
          userId: users.engA!.id,
          input: ZSaveRubric.parse({ baseVersionId: versionId, content: next, notes, activeMs }),
        })
      ).versionId;
    }
    await submitRubric({ ...where, userId: users.engA!.id, ...ZSubmitRubric.parse({ versionId }) });
    await reviewRubric({
      ...where,
      userId: users.engB!.id,
      input: ZReviewRubric.parse({ versionId, decision: "confirmed", activeMs: 30_000 }),
    });
    const stored = await prisma.rubricVersion.findMany({
      where: { rubric: { bug: { projectId } }, kind: "edited" },
      orderBy: { number: "asc" },
      select: { activeMs: true },
    });
    expect(stored.map((v) => v.activeMs)).toEqual([120_000, 60_000]);
    // Each engineer sees their own rubric time on My work, nobody else's.
    const mine = async (who: string) =>
      (await listMyWork({ projectId, userId: users[who]!.id })).myTime;
    expect(await mine("engA")).toEqual({ editingMs: 180_000, reviewMs: 0 });
    expect(await mine("engB")).toEqual({ editingMs: 0, reviewMs: 30_000 });

    // Three raters label the bug's patches (the golden-rubric campaign): 1 s, 2 s and 3 s each.
    const raters = [users.r1!, users.r2!, users.r3!];
    const campaign = await createCampaign({
      projectId,
      actorId: users.lead!.id,
      input: ZCreateCampaign.parse({ name: "Timed", raterIds: raters.map((r) => r.id) }),
    });
    const patches = campaign.patches;
    expect(patches).toBeGreaterThan(0);
    for (const [i, r] of raters.entries()) {
      const access = await getCampaignAccess({
        user: r,
        slug: SLUG,
        campaignId: campaign.id,
        need: "rate",
      });
      const queue = await getRaterQueue({ campaignId: campaign.id, raterId: r.id });
      for (const item of queue.items)
        await submitRating({
          campaign: access.campaign,
          raterId: r.id,
          assignmentId: item.assignmentId,
          input: ZSubmitRating.parse({ label: "VALID", timeSpentMs: 1000 * (i + 1) }),
        });
    }

    expect((await get("r1")).status).toBe(403);
    expect((await get("engA")).status).toBe(403);
    const res = await get("lead");
    expect(res.status).toBe(200);
    const report = (await res.json()) as TGetEffortResponse;
    // Rubric 180 s + review 30 s against 6 s of rating per patch.
    expect(report.bugs).toEqual([
      {
        bugId: BUG,
        rubricMs: 180_000,
        rubricSaves: 2,
        reviewMs: 30_000,
        reviews: 1,
        ratings: 3 * patches,
        patches,
        ratingMs: 6000 * patches,
        medianRatingMs: 2000,
        ratio: 210_000 / (6000 * patches),
      },
    ]);
    expect(report.raters.map((r) => [r.raterName, r.ratings, r.medianMs])).toEqual([
      ["r1", patches, 1000],
      ["r2", patches, 2000],
      ["r3", patches, 3000],
    ]);
    expect(JSON.stringify(report)).not.toMatch(/VALID/);
    // The CLI prints the same report (JSON), a table by default, and a one-line refusal.
    const cli = makeInProcessCliRunner({ tag: "effort", url: process.env.DATABASE_URL });
    const json = await cli.run("effort", "--project", SLUG, "--json");
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual(report);
    const text = await cli.run("effort", "--project", SLUG);
    expect(text.stdout).toMatch(new RegExp(`\\| ${BUG} \\| 180 \\| 2 \\| 30 \\| 1 \\|`));
    const missing = await cli.run("effort", "--project", "nope");
    expect(missing.status).not.toBe(0);
    expect(missing.stderr.trim().split("\n")).toHaveLength(1);
    const csv = await (await get("lead", "csv")).text();
    expect(csv.split("\r\n")[1]).toBe(
      `${BUG},180000,2,30000,1,${6000 * patches},${3 * patches},${patches},2000,${210_000 / (6000 * patches)}`,
    );
  });
});
