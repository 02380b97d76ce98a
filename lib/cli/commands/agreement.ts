import { readFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { JSON_ONLY_HELP } from "../json-only-help";

const HELP = `
Reads CSV with a header containing item,rater,label (other columns ignored) or JSONL objects
with those keys (JSONL for .jsonl/.ndjson files or when the first character is "{"). Labels are
arbitrary strings, matched exactly (case-sensitive) after trimming.

Prints one JSON object: items, raters and ratings count everything in the file (judge and
missing labels included); the statistics cover the human raters (all but --judge) with the
--missing labels left out:
  fleissKappa          over items with >= 2 ratings; null unless they all have the same number
  krippendorffAlpha    nominal; items with < 2 ratings dropped
  unanimousShare       items with >= 2 ratings whose labels all agree, over those items
                       (null when there are none)
  pairwiseCohenKappa   every pair of human raters that shares an item, a < b in string order;
                       n = items both labelled; kappa null when chance agreement is 1
  weightedCohenKappaVsConsensus
                       each rater's kappa against the consensus, weighted by the rater's share
                       of ratings; raters with an undefined kappa are left out (weights
                       renormalised)
  fleissReason         why fleissKappa is null (e.g. raters in disjoint groups), else null
  emptyPairs           rater pairs left out of pairwiseCohenKappa: they share no item
  groups               the raters' disjoint groups (raters linked by shared items), G1, G2, ...
                       in the order of their first rater, each with its own raters, items,
                       fleissKappa (and fleissReason), krippendorffAlpha, gwetAc1, pabak and
                       unanimous items
  missing              the labels treated as missing (the setting every figure used)
  unanimous            {items, of, rule}: unanimous = >= 2 counted labels, all the same, under
                       that setting (with --missing UNSURE, the default, UNSURE does not count;
                       with another --missing, UNSURE is a label like any other)
  consensus            items per way the consensus was reached: unanimous, majority, single
                       (one counted label), tie (no consensus), unrated
Consensus = the unanimous or majority (most frequent) human label; ties have none and are
left out; one human label is its own consensus.
With --judge, "judge" compares that rater with the consensus (positive = --positive, any other
label negative) on every item both have ("full") and on the items whose human labels were
unanimous with >= 2 ratings ("clear"). Undefined ratios are null.
With a grade column (CSV) or key (JSONL), a whole number from 1 to 10 or blank (no grade), the
report ends with "graded": the human raters' Krippendorff alpha on the grades, ordinal and
interval (values 1 to the largest grade in the file), the graded and ungraded ratings, the
items with two or more grades (units), why alpha is undefined (reason) and the ratings per grade.`;

/** `rubricate agreement FILE`: agreement statistics of a ratings file as JSON (no database). */
export function registerAgreement(program: Command) {
  program
    .command("agreement")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "Agreement statistics of a ratings file (CSV item,rater,label[,grade] or JSONL) as JSON",
    )
    .argument("<file>", "CSV or JSONL ratings file")
    .option(
      "--judge <rater>",
      "the rater that is the judge under test: excluded from the human statistics, compared with the consensus",
    )
    .option(
      "--missing <label>",
      "a label treated as missing (repeatable; replaces the default UNSURE)",
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    )
    .option("--positive <label>", "the positive label for the judge metrics", "VALID")
    .addHelpText("after", HELP)
    .action(
      async (file: string, opts: { judge?: string; missing?: string[]; positive: string }) => {
        // Loaded here, not at start-up, so the other commands do not pay for it.
        const [{ parseRatingsFile }, { computeAgreementReport }] = await Promise.all([
          import("@/lib/agreement/parse-ratings-file"),
          import("@/lib/agreement/compute-agreement-report"),
        ]);
        const columns = parseRatingsFile({
          bytes: readFileSync(file),
          fileName: path.basename(file),
        });
        const report = computeAgreementReport({
          columns,
          judge: opts.judge,
          missing: opts.missing ?? ["UNSURE"],
          positive: opts.positive,
        });
        process.stdout.write(`${JSON.stringify(report)}\n`);
      },
    );
}
