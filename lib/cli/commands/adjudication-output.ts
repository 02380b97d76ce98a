import type { Command } from "commander";
import type {
  TAdjudicatePatchResponse,
  TGetAdjudicationQueueResponse,
} from "@/lib/campaigns/campaigns-api.types";
import { DISAGREEMENT_THEME_LABELS } from "@/lib/campaigns/disagreement-themes";
import { countNoun } from "@/lib/text/count-noun";
import { printJson } from "../print-json";
import { listOption } from "./benchmark-build-output";

export type TDisputesOptions = {
  project: string;
  campaign: string;
  owner?: string;
  json?: boolean;
};

/** `campaign adjudicate`'s options, local and `--server` alike. */
export type TAdjudicateOptions = {
  project: string;
  campaign: string;
  patch: string;
  label: string;
  themes?: string;
  notes?: string;
  reason?: string;
  owner?: string;
  json?: boolean;
};

/**
 * `disputes` and `adjudicate`'s options, local and `--server` alike; `owner` is what `--owner`
 * says (the remote form refuses it: the token's user adjudicates).
 */
export function addAdjudicationOptions(
  campaign: Command,
  owner: { disputes: string; adjudicate: string },
): { disputes: Command; adjudicate: Command } {
  const disputes = campaign
    .command("disputes")
    .description(
      "The adjudication queue as the adjudication page reads it: disputed patches (split, unsure or incomplete) with their consensus if settled, open and settled counts, and patches hidden from the viewer",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .option("--owner <email>", owner.disputes)
    .option("--json", "print the queue as JSON (the route's: items, hidden, summary)");
  const adjudicate = campaign
    .command("adjudicate")
    .description(
      "Record the consensus of a disputed patch, as the adjudication page does (reveal phase only); changing a settled consensus needs --reason",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--campaign <id>", "campaign id")
    .requiredOption("--patch <id>", "the patch's id (patchId in `campaign disputes`)")
    .requiredOption("--label <label>", "VALID | INVALID")
    .option(
      "--themes <themes>",
      `comma-separated disagreement themes, 1 to 5 (${Object.keys(DISAGREEMENT_THEME_LABELS).join(", ")})`,
    )
    .option("--notes <text>", "adjudication notes")
    .option(
      "--reason <text>",
      "change a settled consensus, for this reason (kept in its history); refused on an open patch",
    )
    .option("--owner <email>", owner.adjudicate)
    .option("--json", "print the result as JSON ({consensusId, label, themes, changed})");
  return { disputes, adjudicate };
}

/**
 * The body of `PUT …/adjudication/<patch>` (ZAdjudicate's input, checked by it) as the
 * adjudication page sends it: `change` (with the reason) only with `--reason`, which a settled
 * consensus needs and an open patch refuses.
 */
export const adjudicateInput = (opts: TAdjudicateOptions) => ({
  label: opts.label,
  themes: listOption(opts.themes ?? ""),
  notes: opts.notes ?? "",
  ...(opts.reason !== undefined ? { change: { reason: opts.reason } } : {}),
});

/** The queue's summary and one line per disputed patch (`--json`: the route's JSON). */
export function printAdjudicationQueue(options: {
  queue: TGetAdjudicationQueueResponse;
  json: boolean;
}): void {
  const { queue, json } = options;
  if (json) return printJson(queue);
  const { items, hidden, summary } = queue;
  const open = items.filter((i) => !i.consensus).length;
  const lines = [
    `${countNoun({ count: items.length, one: "disputed patch", other: "disputed patches" })}: ${open} open, ${items.length - open} settled.`,
    `Of ${countNoun({ count: summary.patches, one: "patch", other: "patches" })}: ${summary.unanimous} unanimous, ${summary.adjudicated} adjudicated, ${summary.unrated} unrated.`,
  ];
  if (hidden > 0)
    lines.push(
      `${countNoun({ count: hidden, one: "patch", other: "patches" })} hidden: still labelled by this user in another campaign.`,
    );
  for (const i of items) {
    const counts = `${i.counts.VALID} VALID, ${i.counts.INVALID} INVALID, ${i.counts.UNSURE} UNSURE`;
    const consensus = i.consensus
      ? `${i.consensus.label} (${i.consensus.method}: ${i.consensus.themes.join(", ") || "no theme"})`
      : "open";
    lines.push(`${i.n}. ${i.patchId}  ${i.bug.externalId}  ${i.reason} (${counts})  ${consensus}`);
  }
  console.log(lines.join("\n"));
}

/** The recorded consensus: a line, or the route's JSON. */
export function printAdjudication(options: {
  patchId: string;
  result: TAdjudicatePatchResponse;
  json: boolean;
}): void {
  const { patchId, result, json } = options;
  if (json) return printJson(result);
  console.log(
    `${result.changed ? "Changed the consensus of" : "Settled"} patch ${patchId}: ${result.label} (${result.themes.join(", ")}).`,
  );
}
