import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { adjudicatePatch } from "@/lib/campaigns/adjudicate-patch";
import { changeCampaignPhase } from "@/lib/campaigns/change-campaign-phase";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZAdjudicate, ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";

/** A line of consensus.jsonl: an adjudication of the patch with that imported id. */
const ZConsensusLine = ZAdjudicate.extend({ patchId: z.string().min(1) });

/**
 * The demo's finished campaign, so agreement dashboards have something to show from the first
 * start: four raters' pre-discussion labels (lib/demo/data/ratings.csv, UNSURE allowed),
 * revealed, the disputed patches adjudicated (consensus.jsonl), and closed.
 */
export async function seedPilotCampaign(options: {
  projectId: string;
  actorId: string;
  dataDir: string;
}) {
  const { projectId, actorId, dataDir } = options;
  const created = await createCampaign({
    projectId,
    actorId,
    input: ZCreateCampaign.parse({
      name: "Pilot study (published labels)",
      selection: { kind: "none" },
      ratersPerPatch: 3,
      allowUnsure: true,
      instructions:
        "Pre-discussion labels of four raters using the golden rubrics, imported from the pilot study.",
    }),
  });
  const campaign = { id: created.id, projectId, kind: "external", allowUnsure: true };
  const report = await importRatings({
    campaign: { ...campaign, phase: "labelling" },
    actorId,
    fileName: "pilot-ratings.csv",
    bytes: readFileSync(path.join(dataDir, "ratings.csv")),
  });
  if (!report.written)
    throw new Error(`Demo ratings failed to import: ${JSON.stringify(report.errors.slice(0, 5))}`);
  await changeCampaignPhase({ campaignId: campaign.id, actorId, input: { phase: "reveal" } });
  const lines = readFileSync(path.join(dataDir, "consensus.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean);
  for (const line of lines) {
    const { patchId: externalId, ...input } = ZConsensusLine.parse(JSON.parse(line));
    const source = await prisma.patchSource.findFirstOrThrow({
      where: { projectId, externalId },
      select: { patchId: true },
    });
    await adjudicatePatch({
      campaign: { ...campaign, phase: "reveal" },
      patchId: source.patchId,
      actorId,
      input,
    });
  }
  await changeCampaignPhase({ campaignId: campaign.id, actorId, input: { phase: "closed" } });
  return { campaignId: campaign.id, ratings: report.created, adjudicated: lines.length };
}
