"use client";

import { diffLines } from "diff";
import { useMemo } from "react";

type TLine = { kind: "same" | "added" | "removed" | "gap"; text: string };

/** Unchanged lines kept on each side of a change; longer unchanged runs are folded. */
const CONTEXT = 3;

function linesOf(before: string, after: string): TLine[] {
  const out: TLine[] = [];
  const parts = diffLines(before, after);
  parts.forEach((part, i) => {
    const lines = part.value.replace(/\n$/, "").split("\n");
    if (part.added || part.removed) {
      for (const text of lines) out.push({ kind: part.added ? "added" : "removed", text });
      return;
    }
    const head = i === 0 ? 0 : CONTEXT;
    const tail = i === parts.length - 1 ? 0 : CONTEXT;
    if (lines.length <= head + tail + 1) {
      for (const text of lines) out.push({ kind: "same", text });
      return;
    }
    for (const text of lines.slice(0, head)) out.push({ kind: "same", text });
    const folded = lines.length - head - tail;
    out.push({ kind: "gap", text: `⋯ ${folded} unchanged ${folded === 1 ? "line" : "lines"}` });
    for (const text of lines.slice(lines.length - tail)) out.push({ kind: "same", text });
  });
  return out;
}

const MARK = { same: " ", added: "+", removed: "−", gap: "" } as const;

/**
 * A line diff of two versions of one text (not files: no file headers), long lines
 * wrapped, unchanged runs folded to a few lines of context around each change.
 */
export function TextDiff({
  before,
  after,
  label,
}: {
  before: string;
  after: string;
  label: string;
}) {
  const lines = useMemo(() => linesOf(before, after), [before, after]);
  return (
    <div className="text-diff" role="group" aria-label={label} data-testid="text-diff">
      {lines.map((l, i) => (
        <div key={i} className={`text-diff-line ${l.kind}`}>
          <span className="text-diff-mark" aria-hidden="true">
            {MARK[l.kind]}
          </span>
          {l.kind === "added" && <span className="sr-only">added: </span>}
          {l.kind === "removed" && <span className="sr-only">removed: </span>}
          <span className="text-diff-text">{l.text || " "}</span>
        </div>
      ))}
    </div>
  );
}
