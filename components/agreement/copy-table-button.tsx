"use client";

import { useEffect, useState } from "react";
import { formatTable, type TTable, type TTableFormat } from "@/lib/tables/format-table";

/** Copies a table, formatted as the export would be, to the clipboard. */
export function CopyTableButton({
  table,
  format,
  label,
}: {
  table: TTable;
  format: TTableFormat;
  label: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const t = setTimeout(() => setState("idle"), 1500);
    return () => clearTimeout(t);
  }, [state]);
  const copy = () => {
    // The clipboard API exists only in secure contexts (https or localhost).
    if (!navigator.clipboard) return setState("failed");
    navigator.clipboard.writeText(formatTable({ table, format })).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <button
      type="button"
      className="link-button"
      onClick={copy}
      aria-live="polite"
      disabled={table.rows.length === 0}
    >
      {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : label}
    </button>
  );
}
