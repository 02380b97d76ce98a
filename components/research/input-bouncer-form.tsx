"use client";

import { useState } from "react";
import { cellText } from "@/components/agreement/format";
import { fetchJson } from "@/components/query/fetch-json";
import type { TInputBouncerResponse } from "@/lib/research/research-api.types";
import { formatTable } from "@/lib/tables/format-table";
import { TABLE_FORMATS, type TTableFormat } from "@/lib/tables/table-formats";
import { countNoun } from "@/lib/text/count-noun";

const EXTENSIONS: Record<TTableFormat, [string, string]> = {
  csv: ["csv", "text/csv"],
  json: ["json", "application/json"],
  markdown: ["md", "text/markdown"],
  latex: ["tex", "application/x-tex"],
};

/**
 * BouncerBench's input-bouncer table from files: issue specificity annotations (CSV) and one or
 * more bouncer output files (JSONL); computed on the server, not stored; downloads in four formats.
 */
export function InputBouncerForm({ slug }: { slug: string }) {
  const [annotations, setAnnotations] = useState<File | null>(null);
  const [outputs, setOutputs] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<TInputBouncerResponse["report"] | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!annotations || outputs.length === 0)
      return setError("Choose the annotations CSV and at least one outputs file.");
    const body = new FormData();
    body.set("annotations", annotations);
    for (const f of outputs) body.append("outputs", f);
    setBusy(true);
    setError(null);
    try {
      const res = await fetchJson<TInputBouncerResponse>(
        `/api/projects/${encodeURIComponent(slug)}/research/input-bouncer`,
        { method: "POST", body },
      );
      setReport(res.report);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const download = (format: TTableFormat) => {
    if (!report?.table) return;
    const [extension, type] = EXTENSIONS[format];
    const url = URL.createObjectURL(
      new Blob([formatTable({ table: report.table, format })], { type }),
    );
    const a = document.createElement("a");
    a.href = url;
    a.download = `${slug}-input-bouncer.${extension}`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const t = report?.table;
  return (
    <form
      className="panel"
      onSubmit={submit}
      aria-label="Input bouncer"
      data-testid="input-bouncer"
      style={{ marginTop: 16 }}
    >
      <h2>Input bouncer (BouncerBench)</h2>
      <div className="subtle">
        Issue specificity annotations (CSV <code>instance_id,underspecified</code>, 0–3) and bouncer
        outputs (JSONL <code>instanceId, model, labelScore</code> or <code>label</code>): an issue
        labelled 2 or 3 should be bounced. Computed from the files, not stored.
      </div>
      <div className="form-row" style={{ marginTop: 8 }}>
        <label>
          Annotations{" "}
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="Annotations CSV"
            onChange={(e) => setAnnotations(e.target.files?.[0] ?? null)}
          />
        </label>
        <label>
          Bouncer outputs{" "}
          <input
            type="file"
            multiple
            accept=".jsonl,.json"
            aria-label="Bouncer outputs"
            onChange={(e) => setOutputs([...(e.target.files ?? [])])}
          />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? "Computing…" : "Compute"}
        </button>
      </div>
      {error && (
        <div className="alert error" role="alert">
          {error}
        </div>
      )}
      {report && !t && (
        <div className="alert warn" role="status">
          {countNoun({ count: report.errorCount, one: "problem" })}; nothing computed.
          <ul>
            {report.errors.slice(0, 50).map((e, i) => (
              <li key={i}>
                {e.file} line {e.line} <span className="mono">{e.field}</span>: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {t && (
        <>
          <div className="toolbar" style={{ marginTop: 8 }}>
            {TABLE_FORMATS.map((f) => (
              <button key={f} type="button" onClick={() => download(f)}>
                {EXTENSIONS[f][0].toUpperCase()}
              </button>
            ))}
          </div>
          <div className="table-wrap">
            <table className="data" aria-label={t.caption}>
              <thead>
                <tr>
                  {t.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {t.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j} className={typeof cell === "number" ? "num" : undefined}>
                        {cellText(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </form>
  );
}
