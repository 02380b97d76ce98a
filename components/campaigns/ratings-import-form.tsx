"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TImportRatingsResponse } from "@/lib/campaigns/campaigns-api.types";
import { LineErrorsTable } from "@/components/import/line-errors-table";
import { invalidateStatistics } from "@/components/query/invalidate-statistics";
import { uploadReport } from "@/components/query/upload-report";
import { countNoun } from "@/lib/text/count-noun";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** Upload external raters' labels (CSV item,rater,label) into the campaign, with a per-line report. */
const n = (count: number, one: string, other?: string) => countNoun({ count, one, other });
const verb = (count: number) => countNoun({ count, one: "is", other: "are", withCount: false });

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
      // Imported labels change the campaign and every figure drawn from it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.detail(slug, campaignId) }),
        invalidateStatistics({ queryClient, slug }),
      ]);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  };
  const failed = !!report && !report.written && report.errors.length > 0 && !report.skipInvalid;
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
        <div data-testid="ratings-report">
          <div
            className={`alert ${report.written ? "success" : failed ? "error" : "warn"}`}
            role="status"
          >
            {report.written
              ? `Imported ${n(report.created, "rating")} from ${n(report.raters, "rater")}; ${n(report.addedPatches, "patch", "patches")} added; ${report.unchanged} unchanged.`
              : failed
                ? `Nothing imported: ${report.invalidLines} of ${n(report.totalLines, "line")} ${verb(report.invalidLines)} invalid.`
                : `Nothing to import: ${n(report.unchanged, "rating")} already recorded.`}
            {failed && <LineErrorsTable errors={report.errors} />}
          </div>
          {!failed && report.errors.length > 0 && (
            <div className="alert warn" role="status" data-testid="ratings-skipped">
              Skipped {n(report.invalidLines, "invalid line")}:
              <LineErrorsTable errors={report.errors} />
            </div>
          )}
        </div>
      )}
    </form>
  );
}
