"use client";

import { html } from "diff2html";
import { useEffect, useMemo, useState } from "react";

type TFormat = "side-by-side" | "line-by-line";
const STORAGE_KEY = "rubricate.diffFormat";

/**
 * A unified diff rendered by diff2html. diff2html escapes file names and line
 * contents, so untrusted text (a `<script>` in a patch) stays inert text.
 */
export function DiffView({
  diff,
  label,
  wrap = false,
}: {
  diff: string;
  label: string;
  /** Wrap long lines instead of scrolling sideways. */
  wrap?: boolean;
}) {
  const [format, setFormat] = useState<TFormat>("line-by-line");
  useEffect(() => {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === "side-by-side" || saved === "line-by-line") setFormat(saved);
  }, []);
  const rendered = useMemo(
    () =>
      html(diff, {
        outputFormat: format,
        matching: "lines",
        drawFileList: false,
        diffStyle: "word",
      }),
    [diff, format],
  );
  function choose(next: TFormat) {
    setFormat(next);
    window.localStorage.setItem(STORAGE_KEY, next);
  }
  return (
    <div className={wrap ? "diff-wrap wrap-lines" : "diff-wrap"} aria-label={label}>
      <div className="toolbar" style={{ justifyContent: "flex-end" }}>
        <div className="seg" role="group" aria-label="Diff layout">
          <button
            type="button"
            aria-pressed={format === "line-by-line"}
            onClick={() => choose("line-by-line")}
          >
            Unified
          </button>
          <button
            type="button"
            aria-pressed={format === "side-by-side"}
            onClick={() => choose("side-by-side")}
          >
            Side by side
          </button>
        </div>
      </div>
      <div data-testid="diff" dangerouslySetInnerHTML={{ __html: rendered }} />
    </div>
  );
}
