"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TImportRatingsResponse } from "@/lib/campaigns/campaigns-api.types";
import { uploadReport } from "@/components/query/upload-report";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** Upload external raters' labels (CSV item,rater,label) into the campaign, with a per-line report. */
export function RatingsImportForm({ slug, campaignId }: { slug: string; campaignId: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [busy, setBusy] = useState<null | { fraction: number }>(null);
  const [report, setReport] = useState<TImportRatingsResponse["report"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError("Choose a CSV file.");
    setBusy({ fraction: 0 });
    setError(null);
    setReport(null);
    try {
      setReport(
        await uploadReport<TImportRatingsResponse>({
          url: campaignUrl(slug, campaignId, "/ratings"),
          fields: { file, skipInvalid: String(skipInvalid) },
          onProgress: (fraction) => setBusy({ fraction }),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: campaignKeys.detail(slug, campaignId) });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return (
    <form className="panel" onSubmit={upload} aria-label="Import ratings">
      <h2>Import ratings (CSV)</h2>
      <div className="subtle">
        Columns <code>item,rater,label</code>; item is a patch id from your import, label VALID,
        INVALID or UNSURE.
      </div>
      <div className="form-row" style={{ marginTop: 8 }}>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Ratings CSV"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <label>
          <input
            type="checkbox"
            checked={skipInvalid}
            onChange={(e) => setSkipInvalid(e.target.checked)}
          />{" "}
          Import valid lines, skip the rest
        </label>
        <button type="submit" disabled={busy !== null}>
          {busy ? "Importing…" : "Import"}
        </button>
      </div>
      {busy &&
        (busy.fraction < 1 ? (
          <div
            className="progress"
            role="progressbar"
            aria-label="Uploading"
            aria-valuenow={Math.round(busy.fraction * 100)}
            style={{ marginTop: 8 }}
          >
            <div style={{ width: `${busy.fraction * 100}%` }} />
          </div>
        ) : (
          <div
            className="progress indeterminate"
            role="progressbar"
            aria-label="Importing"
            style={{ marginTop: 8 }}
          >
            <div />
          </div>
        ))}
      {error && (
        <div className="alert error" role="alert">
          {error}
        </div>
      )}
      {report && (
        <div
          className={`alert ${report.written ? "success" : "warn"}`}
          role="status"
          data-testid="ratings-report"
        >
          {report.written
            ? `Imported ${report.created} rating(s) from ${report.raters} rater(s); ${report.addedPatches} patch(es) added; ${report.unchanged} unchanged.`
            : report.errors.length > 0 && !report.skipInvalid
              ? `Nothing imported: ${report.invalidLines} of ${report.totalLines} line(s) are invalid.`
              : `Nothing to import: ${report.unchanged} rating(s) already recorded.`}
          {report.errors.length > 0 && (
            <table className="data" style={{ marginTop: 8 }}>
              <thead>
                <tr>
                  <th>Line</th>
                  <th>Field</th>
                  <th>Problem</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.slice(0, 200).map((e, i) => (
                  <tr key={i}>
                    <td>{e.line}</td>
                    <td className="mono">{e.field}</td>
                    <td>{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </form>
  );
}
