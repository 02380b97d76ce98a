import { readFileSync } from "node:fs";
import type { Command } from "commander";
import type { TCreateCampaignResponse } from "@/lib/campaigns/campaigns-api.types";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";
import { STANDARD_DIMENSIONS } from "@/lib/scales/standard-dimensions";
import { countNoun } from "@/lib/text/count-noun";
import { printJson } from "../print-json";

/** `campaign create`'s options, local and `--server` alike. */
export type TCampaignCreateOptions = {
  project: string;
  name: string;
  scale: string;
  dimensions?: string;
  selection: string;
  /** Absent: every rater of the project (none for `--selection none`), as the form pre-selects. */
  raters?: string;
  adjudicators?: string;
  ratersPerPatch: string;
  allowUnsure?: boolean;
  showGroundTruth?: boolean;
  instructions: string;
  owner?: string;
  json?: boolean;
};

/**
 * `campaign create`'s options (no action), local and `--server` alike; `owner` is what `--owner`
 * says (the remote form refuses it: the token's user creates the campaign).
 */
export function addCampaignCreateOptions(command: Command, owner: string): Command {
  return command
    .description(
      "Create a labelling campaign: its patches, rater pool (default: every rater of the project), adjudicators and balanced assignments",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--name <name>", "campaign name")
    .option(
      "--selection <kind>",
      "golden | all | none | bugType:<type>,<type> | review:<rule>:<run id>[:<percentile | other run id | campaign id>] (rules: low_confidence, split_votes, run_disagreement, judge_human, evidence_flags)",
      "golden",
    )
    .option(
      "--raters <users>",
      'comma-separated emails or user ids of users with the rater role (default: every rater of the project, as the page pre-selects; none with --selection none; "" for none)',
    )
    .option(
      "--adjudicators <users>",
      "comma-separated emails or user ids of project members who adjudicate disputed patches",
      "",
    )
    .option("--raters-per-patch <k>", "distinct raters per patch", "3")
    .option("--allow-unsure", "allow UNSURE answers")
    .option("--show-ground-truth", "show raters the developer fix")
    .option("--instructions <text>", "instructions for raters", "")
    .option("--owner <email>", owner)
    .option(
      "--scale <kind>",
      "binary (default) | graded (the default four-point scale) | a JSON file holding a scale (grades, validFrom, dimensions)",
      "binary",
    )
    .option(
      "--dimensions <keys>",
      "graded only: comma-separated dimensions to add (correctness, minimality, maintainability, security)",
    )
    .option("--json", "print the created campaign as JSON ({id, patches, assignments, loads})");
}

/**
 * "golden", "all", "none", "bugType:A,B", or an active review:
 * "review:low_confidence:<run>[:<percentile>]", "review:split_votes:<run>",
 * "review:run_disagreement:<run>:<other run>", "review:judge_human:<run>:<campaign>",
 * "review:evidence_flags:<run>".
 */
export function selectionFrom(value: string) {
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
export function scaleFrom(options: { scale: string; dimensions?: string }): unknown {
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

/** The body of the create (ZCreateCampaign's input, checked by it), once the people are ids. */
export function campaignCreateInput(
  opts: TCampaignCreateOptions,
  people: { raterIds: string[]; adjudicatorIds: string[] },
) {
  return {
    name: opts.name,
    instructions: opts.instructions,
    selection: selectionFrom(opts.selection),
    ratersPerPatch: opts.ratersPerPatch,
    raterIds: people.raterIds,
    adjudicatorIds: people.adjudicatorIds,
    allowUnsure: Boolean(opts.allowUnsure),
    showGroundTruth: Boolean(opts.showGroundTruth),
    scale: scaleFrom({ scale: opts.scale, dimensions: opts.dimensions }),
  };
}

/** What `campaign create` prints, local and remote alike: a line, or the created campaign as JSON. */
export function printCreatedCampaign(options: {
  created: TCreateCampaignResponse;
  json: boolean;
}): void {
  const { created, json } = options;
  if (json) return printJson(created);
  console.log(
    `Created campaign ${created.id}: ${countNoun({ count: created.patches, one: "patch", other: "patches" })}, ${countNoun({ count: created.assignments, one: "assignment" })}.`,
  );
}
