"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { TImportResponse } from "@/lib/import/import-api.types";

type TImportReport = TImportResponse["report"];
import { bugKeys } from "@/components/bugs/bug-keys";
import { ImportReport } from "./import-report";
import { uploadReport } from "@/components/query/upload-report";

type TPhase =
  | { name: "idle" }
  | { name: "uploading"; fraction: number }
  | { name: "processing" }
  | { name: "done"; report: TImportReport }
  | { name: "failed"; message: string };

export function ImportForm({ slug }: { slug: string }) {
  const [phase, setPhase] = useState<TPhase>({ name: "idle" });
  const queryClient = useQueryClient();
  const busy = phase.name === "uploading" || phase.name === "processing";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return setPhase({ name: "failed", message: "Choose a non-empty JSONL file first." });
    setPhase({ name: "uploading", fraction: 0 });
    try {
      const report = await uploadReport<TImportResponse>({
        url: `/api/projects/${encodeURIComponent(slug)}/imports`,
        fields: {
          file,
          kind: String(form.get("kind")),
          skipInvalid: String(form.get("skipInvalid") === "on"),
        },
        onProgress: (fraction) =>
          setPhase(fraction >= 1 ? { name: "processing" } : { name: "uploading", fraction }),
      });
      setPhase({ name: "done", report });
      if (report.written) await queryClient.invalidateQueries({ queryKey: bugKeys.all(slug) });
    } catch (err) {
      setPhase({ name: "failed", message: (err as Error).message });
    }
  }

  return (
    <>
      <form className="panel" onSubmit={onSubmit} aria-label="Import a dataset">
        <div className="form-row">
          <label className="field">
            File (.jsonl)
            <input
              name="file"
              type="file"
              accept=".jsonl,.json,.ndjson,application/json,text/plain"
              required
              disabled={busy}
            />
          </label>
          <label className="field">
            Kind
            <select name="kind" defaultValue="auto" disabled={busy}>
              <option value="auto">Detect from the first row</option>
              <option value="bugs">Bugs</option>
              <option value="patches">Candidate patches</option>
              <option value="swebench">SWE-bench tasks</option>
              <option value="predictions">SWE-bench predictions</option>
            </select>
          </label>
          <label style={{ display: "flex", gap: 6, alignItems: "center", paddingBottom: 6 }}>
            <input name="skipInvalid" type="checkbox" disabled={busy} /> Import the valid lines and
            skip invalid ones
          </label>
          <button className="primary" type="submit" disabled={busy}>
            {busy ? "Importing…" : "Import"}
          </button>
        </div>
        {phase.name === "uploading" && (
          <div style={{ marginTop: 14 }}>
            <div className="subtle">Uploading… {Math.round(phase.fraction * 100)}%</div>
            <div
              className="progress"
              role="progressbar"
              aria-valuenow={Math.round(phase.fraction * 100)}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div style={{ width: `${phase.fraction * 100}%` }} />
            </div>
          </div>
        )}
        {phase.name === "processing" && (
          <div style={{ marginTop: 14 }}>
            <div className="subtle">Validating and writing…</div>
            <div className="progress indeterminate" role="progressbar" aria-label="Processing">
              <div />
            </div>
          </div>
        )}
        {phase.name === "failed" && (
          <div className="alert error" role="alert">
            {phase.message}
          </div>
        )}
      </form>
      {phase.name === "done" && <ImportReport report={phase.report} slug={slug} />}
    </>
  );
}
