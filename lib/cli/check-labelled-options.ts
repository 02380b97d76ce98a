/** Help of `judge --labelled` (local and `--server`). */
export const LABELLED_HELP =
  "with --campaign: only the campaign's labelled patches (those with a consensus), linked to it: the alignment view's Re-score";

/**
 * Refuses `judge --labelled` without its campaign, or with what a re-score does not take (its
 * patches are the campaign's labelled ones; it runs online): an error naming the option, before
 * anything is queued.
 */
export function checkLabelledOptions(options: {
  labelled?: boolean;
  campaign?: string;
  patches?: string;
  batch?: boolean;
}): void {
  if (!options.labelled) return;
  if (!options.campaign)
    throw new Error("--labelled needs --campaign <id>: whose labelled patches.");
  if (options.patches && options.patches !== "all")
    throw new Error("--labelled takes the campaign's labelled patches: leave out --patches.");
  if (options.batch) throw new Error("--labelled runs online: leave out --batch.");
}
