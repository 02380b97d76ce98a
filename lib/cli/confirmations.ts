import { countNoun } from "@/lib/text/count-noun";

/**
 * The pages' confirmations, as the refusals of a command run without `--yes` (locally and
 * with `--server`, the same words).
 */
export const CONFIRMATIONS = {
  /** Opening the reveal phase, with the warning about `missing` unlabelled assignments. */
  reveal: (missing: number) => {
    const warn =
      missing > 0
        ? ` ${countNoun({ count: missing, one: "assignment" })} ${countNoun({ count: missing, one: "is", other: "are", withCount: false })} still unlabelled; those patches will go to adjudication.`
        : "";
    return `Opening the reveal phase makes every label final and visible to the team.${warn} Run again with --yes to confirm.`;
  },
  close: "Closing the campaign makes its consensus labels final. Run again with --yes to confirm.",
  cancel:
    "Cancelling stops the run's queued jobs (answers already in stay; retry brings the rest back). Run again with --yes to confirm.",
} as const;
