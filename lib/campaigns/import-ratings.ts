import { randomUUID } from "node:crypto";
import { writeAudit } from "@/lib/audit/write-audit";
import { prisma } from "@/lib/db/client";
import { BULK_TRANSACTION, forChunks } from "@/lib/db/for-chunks";
import { insertRows } from "@/lib/db/insert-rows";
import { AppError } from "@/lib/errors/app-error";
import type { TLineError } from "@/lib/import/schemas";
import { parseRatingScale } from "@/lib/scales/parse-rating-scale";
import { parseRatingsCsv } from "./parse-ratings-csv";
import { planRatingsImport } from "./plan-ratings-import";
import type { TCampaignPhase } from "./schemas";

export type TRatingsImportReport = {
  fileName: string;
  totalLines: number;
  validLines: number;
  invalidLines: number;
  errors: TLineError[];
  written: boolean;
  skipInvalid: boolean;
  created: number;
  unchanged: number;
  addedPatches: number;
  raters: number;
};

const RATING_COLUMNS = [
  "id",
  "campaignId",
  "patchId",
  "raterKey",
  "label",
  "grade",
  "dimensionGrades",
  "justification",
  "checklist",
  "createdAt",
  "updatedAt",
] as const;

/**
 * Imports labels from CSV `item,rater,label` into a campaign as external
 * raters ("ext:<rater>"), adding the rated patches to the campaign. Items are
 * the patches' imported ids. All-or-nothing unless `skipInvalid`; a re-import
 * changes nothing, and a recorded label is never overwritten. Graded campaigns read each row's
 * `grade` and `dimension_grades` (the graded export's columns) and store them.
 */
export async function importRatings(options: {
  campaign: {
    id: string;
    projectId: string;
    phase: TCampaignPhase;
    allowUnsure: boolean;
    /** The stored graded scale (JSON), or null/absent: binary. */
    scale?: string | null;
  };
  actorId: string | null;
  fileName: string;
  bytes: Uint8Array;
  skipInvalid?: boolean;
}): Promise<TRatingsImportReport> {
  const { campaign, actorId, fileName, bytes, skipInvalid = false } = options;
  if (campaign.phase !== "labelling")
    throw new AppError(
      "CONFLICT",
      "Ratings can be imported only while the campaign is labelling: they are pre-discussion labels.",
    );
  const parsed = parseRatingsCsv({ bytes });
  const items = [...new Set(parsed.rows.map((r) => r.item))];
  const [sources, existing, members] = await Promise.all([
    forChunks({
      items,
      run: (chunk) =>
        prisma.patchSource.findMany({
          where: { projectId: campaign.projectId, externalId: { in: chunk } },
          select: { externalId: true, patchId: true },
        }),
    }).then((r) => r.flat()),
    prisma.rating.findMany({
      where: { campaignId: campaign.id },
      select: { patchId: true, raterKey: true, label: true },
    }),
    prisma.campaignPatch.findMany({
      where: { campaignId: campaign.id },
      select: { patchId: true, position: true },
    }),
  ]);
  const plan = planRatingsImport({
    rows: parsed.rows,
    existing,
    allowUnsure: campaign.allowUnsure,
    scale: parseRatingScale({ stored: campaign.scale ?? null }),
    patchIdByItem: new Map(sources.map((s) => [s.externalId, s.patchId])),
    campaignPatchIds: new Set(members.map((m) => m.patchId)),
  });
  const errors = [...parsed.errors, ...plan.errors].sort((a, b) => a.line - b.line);
  const invalidLines = new Set(errors.map((e) => e.line)).size;
  const report: TRatingsImportReport = {
    fileName,
    totalLines: parsed.totalLines,
    validLines: parsed.totalLines - invalidLines,
    invalidLines,
    errors,
    written: false,
    skipInvalid,
    created: plan.create.length,
    unchanged: plan.unchanged,
    addedPatches: plan.addPatchIds.length,
    raters: new Set(plan.create.map((c) => c.raterKey)).size,
  };
  if ((errors.length > 0 && !skipInvalid) || plan.create.length === 0)
    return { ...report, created: 0, addedPatches: 0, raters: 0 };
  const now = new Date();
  const start = members.reduce((m, p) => Math.max(m, p.position + 1), 0);
  await prisma.$transaction(async (tx) => {
    await insertRows({
      tx,
      table: "CampaignPatch",
      columns: ["id", "campaignId", "patchId", "position"],
      rows: plan.addPatchIds.map((p, i) => [randomUUID(), campaign.id, p, start + i]),
    });
    await insertRows({
      tx,
      table: "Rating",
      columns: RATING_COLUMNS,
      rows: plan.create.map((c) => [
        randomUUID(),
        campaign.id,
        c.patchId,
        c.raterKey,
        c.label,
        c.grade ?? null,
        c.dimensionGrades ? JSON.stringify(c.dimensionGrades) : null,
        "",
        "[]",
        now,
        now,
      ]),
    });
    await writeAudit({
      tx,
      actorId,
      projectId: campaign.projectId,
      action: "ratings.import",
      entityType: "Campaign",
      entityId: campaign.id,
      after: {
        fileName,
        created: report.created,
        unchanged: report.unchanged,
        addedPatches: report.addedPatches,
        skippedLines: invalidLines,
      },
    });
  }, BULK_TRANSACTION);
  return { ...report, written: true };
}
