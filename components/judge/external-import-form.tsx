"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TImportExternalRunResponse } from "@/lib/judge/judge-api.types";
import { LineErrorsTable } from "@/components/import/line-errors-table";
import { invalidateStatistics } from "@/components/query/invalidate-statistics";
import { uploadReport } from "@/components/query/upload-report";
import { countNoun } from "@/lib/text/count-noun";
import { judgeKeys, judgeUrl } from "./judge-keys";
import { useJudgeCampaigns } from "./use-judge-campaigns";

type TReport = TImportExternalRunResponse["report"];
const FIELDS = [
  ["patchField", "Patch id field", "patchId"],
  ["labelField", "Label field", "label"],
  ["scoreField", "Score field", "score"],
  ["justificationField", "Justification field", "justification"],
  ["confidenceField", "Confidence field", "confidence"],
  ["split", "One run per value of", ""],
] as const;

/**
 * Imports another system's verdicts (JSONL or CSV) as external judge runs: name, model and
 * source; a threshold and a "don't know" value for scores; the fields read. All-or-nothing, with
 * the line errors listed.
 */
export function ExternalImportForm({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const campaigns = useJudgeCampaigns(slug);
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<Record<string, string>>({
    name: "",
    model: "",
    source: "",
    campaignId: "",
    threshold: "",
    dontKnowScore: "",
    dontKnowAs: "",
    ...Object.fromEntries(FIELDS.map(([key, , fallback]) => [key, fallback])),
  });
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<TReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (key: string) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError("Choose a JSONL or CSV file.");
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport(
        await uploadReport<TImportExternalRunResponse>({
          url: judgeUrl.imports(slug),
          fields: { file, ...values },
          onProgress: () => {},
        }),
      );
      // The new configurations, and every figure that reads the new runs' results.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: judgeKeys.configs(slug) }),
        invalidateStatistics({ queryClient, slug }),
      ]);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="panel" onSubmit={submit} aria-label="Import external verdicts">
      <h2>Import external verdicts</h2>
      <div className="subtle">
        Another system&apos;s verdicts as a run: JSONL or CSV, one row per patch with its imported
        id, a label (VALID/INVALID) and/or a score, and an optional justification. A file with any
        bad line imports nothing.
      </div>
      <div className="form-row" style={{ marginTop: 8 }}>
        <label>
          File{" "}
          <input
            type="file"
            accept=".jsonl,.json,.csv,application/json,text/csv"
            aria-label="Verdicts file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <label>
          Name <input value={values.name} onChange={set("name")} required aria-label="Run name" />
        </label>
        <label>
          Model <input value={values.model} onChange={set("model")} required aria-label="Model" />
        </label>
        <label>
          Source{" "}
          <input
            value={values.source}
            onChange={set("source")}
            aria-label="Source"
            placeholder="paper, repository or file"
          />
        </label>
        {campaigns.data && (
          <label>
            Compare with{" "}
            <select value={values.campaignId} onChange={set("campaignId")} aria-label="Campaign">
              <option value="">No campaign</option>
              {campaigns.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          VALID at score ≥{" "}
          <input
            value={values.threshold}
            onChange={set("threshold")}
            inputMode="decimal"
            aria-label="Threshold"
          />
        </label>
        <label>
          &quot;Don&apos;t know&quot; score{" "}
          <input
            value={values.dontKnowScore}
            onChange={set("dontKnowScore")}
            inputMode="decimal"
            aria-label="Don't know score"
          />
        </label>
        <label>
          counts as{" "}
          <select
            value={values.dontKnowAs}
            onChange={set("dontKnowAs")}
            aria-label="Don't know counts as"
          >
            <option value="">—</option>
            <option value="INVALID">INVALID</option>
            <option value="VALID">VALID</option>
            <option value="skip">no verdict</option>
          </select>
        </label>
      </div>
      <details style={{ marginTop: 8 }}>
        <summary>Fields read</summary>
        <div className="form-row">
          {FIELDS.map(([key, label]) => (
            <label key={key}>
              {label} <input value={values[key]} onChange={set(key)} aria-label={label} />
            </label>
          ))}
        </div>
      </details>
      <button type="submit" disabled={busy} style={{ marginTop: 8 }}>
        {busy ? "Importing…" : "Import"}
      </button>
      {error && (
        <div className="alert error" role="alert">
          {error}
        </div>
      )}
      {report && (
        <div
          className={`alert ${report.written ? "success" : report.errorCount > 0 ? "error" : "warn"}`}
          role="status"
          data-testid="external-import-report"
        >
          {report.written
            ? `Imported ${countNoun({ count: report.runs.filter((r) => !r.unchanged).length, one: "run" })}: ${report.runs
                .map(
                  (r) =>
                    `${r.name} (${countNoun({ count: r.results, one: "verdict" })}, ${r.abstained} without${r.unchanged ? ", unchanged" : ""})`,
                )
                .join("; ")}.`
            : report.errorCount === 0
              ? `Nothing imported: this file is already imported (${countNoun({ count: report.runs.length, one: "run" })} unchanged).`
              : `Nothing imported: ${report.invalidLines} of ${countNoun({ count: report.totalLines, one: "line" })} ${countNoun({ count: report.invalidLines, one: "is", other: "are", withCount: false })} invalid.`}
          {report.errors.length > 0 && <LineErrorsTable errors={report.errors} />}
        </div>
      )}
    </form>
  );
}
