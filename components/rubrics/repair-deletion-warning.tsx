"use client";

import { useMemo } from "react";
import { measureDeletion } from "@/lib/rubrics/measure-deletion";

/** Share of the previous version a proposal may delete before the repair view warns. */
const MOST = 0.5;

/**
 * On a repair proposal: a warning when it deletes most of the version it was proposed from (an
 * LLM that replaced the sections by one sentence), so the engineer restores what it should keep
 * before submitting, and the reviewer sees it before confirming.
 */
export function RepairDeletionWarning({
  parent,
  proposed,
  action,
}: {
  parent: { number: number; content: string } | null;
  proposed: string;
  action: string;
}) {
  const deleted = useMemo(
    () => (parent ? measureDeletion({ before: parent.content, after: proposed }) : 0),
    [parent, proposed],
  );
  if (!parent || deleted <= MOST) return null;
  return (
    <div className="alert error" role="alert" data-testid="repair-deletes-most">
      This proposal deletes {Math.round(deleted * 100)}&nbsp;% of version {parent.number}&apos;s
      text. Check it against that version and the lint below before you {action}: restore the
      sections and items it should have kept.
    </div>
  );
}
