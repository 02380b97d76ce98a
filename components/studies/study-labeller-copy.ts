import type { TStudyPhase } from "@/lib/studies/schemas";

/**
 * What the study labeller shows instead of an item, or null while there is one to label. The
 * phase comes first: once the study is closed the report is open to its raters, finished or not,
 * so the page says so and links it (`reportLink`); only a finished rater of a study still
 * labelling is told to wait for the lead.
 */
export function describeStudyEnd(options: {
  phase: TStudyPhase;
  done: boolean;
}): { text: string; reportLink: boolean } | null {
  const { phase, done } = options;
  if (phase === "closed")
    return {
      text: done
        ? "The study is closed: you labelled every patch with both rubrics. Thank you. Its report is open to you."
        : "The study is closed: labels are no longer taken. Its report is open to you.",
      reportLink: true,
    };
  if (phase === "authoring")
    return {
      text: "Labelling has not started: the lead opens it once every rubric is submitted.",
      reportLink: false,
    };
  if (done)
    return {
      text: "Done: you have labelled every patch with both rubrics. Thank you. The lead will close the study; the report opens to you then.",
      reportLink: false,
    };
  return null;
}

/**
 * After a label was refused with a conflict (409) and the queue read again: if the page has moved
 * past the patch sent (`sentKey`), another tab (or window) labelled it first, and the rater is
 * told so and shown their next one; if the same patch is still next, the refusal is another one
 * and its message is shown. Outside labelling the page's phase text explains it: nothing more.
 */
export function describeStudyConflict(options: {
  sentKey: string;
  shownKey: string | null;
  phase: TStudyPhase;
  message: string;
}): { kind: "moved-on" | "refused"; text: string } | null {
  const { sentKey, shownKey, phase, message } = options;
  if (phase !== "labelling") return null;
  if (shownKey === sentKey) return { kind: "refused", text: message };
  return {
    kind: "moved-on",
    text: shownKey
      ? "That patch was already labelled (in another tab); here is your next one."
      : "That patch was already labelled (in another tab); you have labelled every patch.",
  };
}
