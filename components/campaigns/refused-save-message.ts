import { ApiError } from "@/components/query/fetch-json";

/**
 * What the rating form says when a save fails. A refusal the rater cannot fix by trying again
 * (409: the lead has moved the campaign on; 403: no longer a rater here) says so and that what
 * they chose and typed stays in the form, readable but no longer sendable; anything else is the
 * error's own message (a network failure can be retried).
 */
export function refusedSaveMessage(error: Error): string {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 403))
    return error.message;
  return `Not saved: ${error.message} Your label and justification stay in the form so you can copy them, but this item can no longer be submitted.`;
}
