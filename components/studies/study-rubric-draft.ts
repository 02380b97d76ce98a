import { z } from "zod";
import { browserDraftKey, type TDraftStart } from "@/components/query/browser-draft";
import type { TStoredJsonSchema } from "@/components/query/read-stored-json";

/** A rater's unsaved text of one study rubric, as the browser keeps it. */
export type TStudyRubricDraft = { text: string };
export const studyRubricDraftCheck: TStoredJsonSchema<TStudyRubricDraft> = z.object({
  text: z.string(),
});

/** The browser's key of one rater's draft of one bug's rubric in a study. */
export const studyRubricDraftKey = (o: { owner: string; studyId: string; bugId: string }) =>
  browserDraftKey("study-rubric", o.owner, o.studyId, o.bugId);

/**
 * The text box's start for a bug: the draft kept in the browser when it differs from the copy
 * the server holds (`restored`), else that copy. A final (or closed) rubric shows the server's
 * copy: nothing can be saved over it. Pure.
 */
export function startStudyRubric(options: {
  stored: TStudyRubricDraft | null;
  saved: string;
  locked: boolean;
}): TDraftStart<TStudyRubricDraft> {
  const { stored, saved, locked } = options;
  if (locked || !stored || stored.text === saved)
    return { value: { text: saved }, restored: false };
  return { value: { text: stored.text }, restored: true };
}
