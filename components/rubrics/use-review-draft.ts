"use client";

import { z } from "zod";
import { browserDraftKey } from "@/components/query/browser-draft";
import { useBrowserDraft } from "@/components/query/use-browser-draft";

const ZReviewDraft = z.object({
  comment: z.string(),
  editComments: z.record(z.string(), z.string()),
});
type TReviewDraft = z.infer<typeof ZReviewDraft>;
const EMPTY: TReviewDraft = { comment: "", editComments: {} };
const hasText = (d: TReviewDraft) =>
  d.comment.trim() !== "" || Object.values(d.editComments).some((c) => c.trim() !== "");

/**
 * The reviewer's unsent comments on one rubric version (overall and per edit), kept in this
 * browser as they are typed: a reload, a closed tab or a failed send loses nothing, and leaving
 * the page with them asks first. `clear` once the review is recorded.
 */
export function useReviewDraft(options: { slug: string; bugId: string; versionId: string }) {
  const kept = useBrowserDraft<TReviewDraft>({
    key: browserDraftKey("review", options.slug, options.bugId, options.versionId),
    schema: ZReviewDraft,
    isEmpty: (d) => !hasText(d),
    start: (stored) => ({ value: stored ?? EMPTY, restored: stored !== null }),
    leaveMessage:
      "Your review comments are not sent yet. Leave anyway? This browser keeps them for when you come back.",
    // Restored after mount, never during the server render (the browser's storage is not there).
    afterMount: true,
  });
  return {
    draft: kept.value,
    update: (patch: Partial<TReviewDraft>) => kept.setValue((d) => ({ ...d, ...patch })),
    restored: kept.restored,
    clear: () => kept.clear(),
  };
}
