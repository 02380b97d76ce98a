import { ApiError } from "@/components/query/fetch-json";
import { readRatingConflict } from "./rating-conflict";

/** The sentence the rating form shows when its item left the rater's queue while it was open. */
export const REASSIGNED_MESSAGE =
  "Not saved: this item is no longer in your queue (the lead reassigned it to another rater while you had it open). What you chose and typed stays in the form and in this browser tab so you can copy it, but it can no longer be submitted here.";

/**
 * What the rating form says when a save fails. A refusal the rater cannot fix by trying again
 * (409: the lead has moved the campaign on; 403: no longer a rater here; 404: the item was
 * reassigned to another rater, as the page says of such an item on a reload) says so and that
 * what they chose and typed stays in the form, readable but no longer sendable; a label saved
 * meanwhile in another tab (409 "rating-changed") is the conflict notice's, and says only that;
 * anything else is the error's own message (a network failure can be retried).
 */
export function refusedSaveMessage(error: Error): string {
  if (readRatingConflict(error))
    return "Not saved: this label was saved in another tab or window since you opened it.";
  if (error instanceof ApiError && error.status === 404) return REASSIGNED_MESSAGE;
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 403))
    return error.message;
  return `Not saved: ${error.message} Your label and justification stay in the form so you can copy them, but this item can no longer be submitted.`;
}
