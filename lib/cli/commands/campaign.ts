import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { formatRatingsImportReport } from "@/lib/campaigns/format-ratings-import-report";
import { importRatings } from "@/lib/campaigns/import-ratings";
import { ZCampaignPhase, ZCreateCampaign } from "@/lib/campaigns/schemas";
import { prisma } from "@/lib/db/client";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { STANDARD_DIMENSIONS } from "@/lib/scales/standard-dimensions";
import { findCampaignPeople } from "../find-campaign-people";
import { findProjectId } from "../find-project-id";
import { countNoun } from "@/lib/text/count-noun";
import { registerCampaignBuild } from "./campaign-build";
import { registerCampaignManage } from "./campaign-manage";
import { registerRatingsExport } from "./ratings-export";

/**
 * "golden", "all", "none", "bugType:A,B", or an active review:
 * "review:low_confidence:<run>[:<percentile>]", "review:split_votes:<run>",
 * "review:run_disagreement:<run>:<other run>", "review:judge_human:<run>:<campaign>",
 * "review:evidence_flags:<run>".
 */
function selectionFrom(value: string) {
  if (value.startsWith("bugType:"))
    return { kind: "bugType", bugTypes: value.slice("bugType:".length).split(",") };
  if (value.startsWith("review:")) {
    const [, rule, runId, extra] = value.split(":");
    return {
      kind: "review",
      rule,
      runId,
      ...(rule === "low_confidence" && extra ? { percentile: extra } : {}),
      ...(rule === "run_disagreement" ? { otherRunId: extra } : {}),
      ...(rule === "judge_human" ? { campaignId: extra } : {}),
    };
  }
  return { kind: value };
}

/**
 * `--scale`: "binary" (null), "graded" (DEFAULT_GRADED_SCALE) or a JSON file holding a scale;
 * `--dimensions` adds standard dimensions to a graded one. ZCreateCampaign checks the result.
 */
function scaleFrom(options: { scale: string; dimensions?: string }): unknown {
  const { scale, dimensions } = options;
  const keys = (dimensions ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  if (scale === "binary") {
    if (keys.length > 0) throw new Error("--dimensions needs --scale graded (or a scale file).");
    return null;
  }
  const base: Record<string, unknown> =
    scale === "graded"
      ? structuredClone(DEFAULT_GRADED_SCALE)
      : (JSON.parse(readFileSync(scale, "utf8")) as Record<string, unknown>);
  if (keys.length === 0) return base;
  return {
    ...base,
    dimensions: keys.map((key) => {
      const known = STANDARD_DIMENSIONS.find((d) => d.key === key);
      if (!known)
        throw new Error(
          `Unknown dimension "${key}"; use ${STANDARD_DIMENSIONS.map((d) => d.key).join(", ")}, or a scale file for others.`,
        );
      return known;
    }),
  };
}

export function registerCampaign(program: Command) {
  const campaign = program
    .command("campaign")
    .description("Labelling campaigns: create, build, list, show, reveal, close");
  campaign
    .command("create")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--name <name>", "campaign name")
    .option(
      "--selection <kind>",
      "golden | all | none | bugType:<type>,<type> | review:<rule>:<run id>[:<percentile | other run id | campaign id>] (rules: low_confidence, split_votes, run_disagreement, judge_human, evidence_flags)",
      "golden",
    )
    .option("--raters <emails>", "comma-separated emails of users with the rater role", "")
    .option("--raters-per-patch <k>", "distinct raters per patch", "3")
    .option("--allow-unsure", "allow UNSURE answers")
    .option("--show-ground-truth", "show raters the developer fix")
    .option("--instructions <text>", "instructions for raters", "")
    .option("--owner <email>", "user recorded as the creator (default: the first site admin)")
    .option(
      "--scale <kind>",
      "binary (default) | graded (the default four-point scale) | a JSON file holding a scale (grades, validFrom, dimensions)",
      "binary",
    )
    .option(
      "--dimensions <keys>",
      "graded only: comma-separated dimensions to add (correctness, minimality, maintainability, security)",
    )
    .action(
      async (opts: {
        project: string;
        name: string;
        scale: string;
        dimensions?: string;
        selection: string;
        raters: string;
        ratersPerPatch: string;
        allowUnsure?: boolean;
        showGroundTruth?: boolean;
        instructions: string;
        owner?: string;
      }) => {
        const projectId = await findProjectId({ slug: opts.project });
        const { raterIds, ownerId } = await findCampaignPeople(opts);
        const input = ZCreateCampaign.parse({
          name: opts.name,
          instructions: opts.instructions,
          selection: selectionFrom(opts.selection),
          ratersPerPatch: opts.ratersPerPatch,
          raterIds,
          allowUnsure: Boolean(opts.allowUnsure),
          showGroundTruth: Boolean(opts.showGroundTruth),
          scale: scaleFrom({ scale: opts.scale, dimensions: opts.dimensions }),
        });
        const created = await createCampaign({ projectId, actorId: ownerId, input });
        console.log(
          `Created campaign ${created.id}: ${countNoun({ count: created.patches, one: "patch", other: "patches" })}, ${countNoun({ count: created.assignments, one: "assignment" })}.`,
        );
      },
    );
  registerCampaignBuild(campaign);
  registerCampaignManage(campaign);
  const ratings = program
    .command("ratings")
    .description("Raters' labels: import (CSV), export (CSV or JSONL)");
  ratings
    .command("import")
    .description("Import labels from CSV item,rater,label into a campaign")
    .argument("<file>", "CSV file")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .option("--skip-invalid", "import the valid lines and report the rest")
    .option("--json", "print the report as JSON")
    .action(
      async (
        file: string,
        opts: { project: string; campaign: string; skipInvalid?: boolean; json?: boolean },
      ) => {
        const projectId = await findProjectId({ slug: opts.project });
        const campaign = await prisma.campaign.findFirst({
          where: { id: opts.campaign, projectId },
          select: { id: true, projectId: true, phase: true, allowUnsure: true, scale: true },
        });
        if (!campaign) throw new Error(`No campaign ${opts.campaign} in ${opts.project}.`);
        const report = await importRatings({
          campaign: { ...campaign, phase: ZCampaignPhase.parse(campaign.phase) },
          actorId: null,
          fileName: path.basename(file),
          bytes: readFileSync(file),
          skipInvalid: Boolean(opts.skipInvalid),
        });
        console.log(
          opts.json ? JSON.stringify(report, null, 2) : formatRatingsImportReport({ report }),
        );
        if (report.errors.length > 0 && !report.written) process.exitCode = 1;
      },
    );
  registerRatingsExport(ratings);
}
