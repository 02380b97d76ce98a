"use client";

import { useEffect, useState } from "react";
import { z } from "zod";
import { readStoredJson } from "@/components/query/read-stored-json";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

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
  const key = `rubricate:review:${options.slug}:${options.bugId}:${options.versionId}`;
  const [draft, setDraft] = useState<TReviewDraft>(EMPTY);
  const [restored, setRestored] = useState(false);
  const [sent, setSent] = useState(false);

  // Restored after mount, never during the server render (the browser's storage is not there).
  useEffect(() => {
    const stored = readStoredJson({ storage: window.localStorage, key, schema: ZReviewDraft });
    if (stored && hasText(stored)) {
      setDraft(stored);
      setRestored(true);
    }
  }, [key]);

  useLeaveGuard({
    active: hasText(draft) && !sent,
    message:
      "Your review comments are not sent yet. Leave anyway? This browser keeps them for when you come back.",
  });

  const update = (patch: Partial<TReviewDraft>) => {
    const next = { ...draft, ...patch };
    if (hasText(next)) window.localStorage.setItem(key, JSON.stringify(next));
    else window.localStorage.removeItem(key);
    setDraft(next);
  };
  const clear = () => {
    window.localStorage.removeItem(key);
    setSent(true);
  };
  return { draft, update, restored, clear };
}
