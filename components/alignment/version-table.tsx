"use client";

import Link from "next/link";
import type { TAlignmentVersionRow } from "@/lib/alignment/alignment-api.types";
import { compareUrl } from "@/components/run-compare/compare-keys";
import { DeltaCell } from "./delta-cell";
import { formatMetric } from "./format-metric";

const METRICS = [
  ["kappa", "κ"],
  ["precision", "Precision"],
  ["recall", "Recall"],
  ["accuracy", "Accuracy"],
] as const;

type TProps = {
  slug: string;
  versions: TAlignmentVersionRow[];
  selected: number | null;
  onSelect: (version: number) => void;
  /** Re-score (leads and admins): a new run of this version on the labelled patches. */
  onRescore?: (row: TAlignmentVersionRow) => void;
  rescoring: string | null;
  /** The campaign whose consensus the view uses (the compare links take it along). */
  campaignId?: string;
  /** The configuration's name (a tuned version links to its held-out report). */
  configName?: string;
};

/** One row per configuration version: its newest completed run's metrics and the change from the previous version. */
export function VersionTable(props: TProps) {
  const { slug, versions, selected, onSelect, onRescore, rescoring, campaignId, configName } =
    props;
  const previousRun = (v: TAlignmentVersionRow) =>
    versions.find((p) => p.version === v.previousVersion)?.run ?? null;
  return (
    <div className="table-wrap scroll">
      <table className="data" aria-label="Configuration versions">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Reference · model</th>
            <th scope="col">Run</th>
            <th scope="col">Rules</th>
            <th scope="col">n</th>
            {METRICS.map(([key, label]) => (
              <th scope="col" key={key}>
                <span className="no-case">{label}</span>
              </th>
            ))}
            {METRICS.map(([key, label]) => (
              <th scope="col" key={`d-${key}`}>
                <span className="no-case">Δ {label}</span>
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr
              key={v.configId}
              data-testid={`version-row-${v.version}`}
              aria-current={v.version === selected ? "true" : undefined}
              className={v.version === selected ? "selected" : undefined}
            >
              <th scope="row">
                v{v.version}
                {v.description && <div className="subtle">{v.description}</div>}
                {v.tuning && configName && (
                  <div className="subtle" data-testid="version-tuning">
                    tuned: {v.tuning.method === "few_shot" ? "few-shot" : "instructions"} ·{" "}
                    <Link
                      href={`/projects/${slug}/judge/tune?config=${encodeURIComponent(configName)}&version=${v.version}`}
                    >
                      held-out report
                    </Link>
                  </div>
                )}
              </th>
              <td>
                {v.reference} · {v.provider === "baseline" ? "no LLM" : `${v.provider}/${v.model}`}
              </td>
              <td>
                {v.run ? (
                  <Link href={`/projects/${slug}/judge/runs/${v.run.id}`}>
                    {new Date(v.run.createdAt).toLocaleString("en-GB")}
                  </Link>
                ) : (
                  <span className="subtle">no completed run</span>
                )}
              </td>
              <td data-testid="version-rules">
                {v.run?.rulesVersion != null ? (
                  `v${v.run.rulesVersion}`
                ) : (
                  <span className="subtle">none</span>
                )}
              </td>
              <td data-testid="metric-n">{v.metrics?.n ?? "–"}</td>
              {METRICS.map(([key]) => (
                <td key={key} data-testid={`metric-${key}`}>
                  {formatMetric(v.metrics?.[key])}
                </td>
              ))}
              {METRICS.map(([key, label]) => (
                <td key={`d-${key}`} data-testid={`delta-${key}`}>
                  <DeltaCell
                    value={v.delta?.[key]}
                    label={`${label} vs v${v.previousVersion ?? "?"}`}
                  />
                </td>
              ))}
              <td className="table-actions-cell">
                {v.run && previousRun(v) && (
                  <Link
                    href={compareUrl.page(slug, {
                      runA: previousRun(v)!.id,
                      runB: v.run.id,
                      campaign: campaignId,
                    })}
                    aria-label={`Compare v${v.previousVersion} with v${v.version}${v.onlyRulesDiffer ? " (only the project rules differ)" : ""}`}
                  >
                    Compare with v{v.previousVersion}
                    {v.onlyRulesDiffer && " (rules only)"}
                  </Link>
                )}{" "}
                {v.run && v.version !== selected && (
                  <button type="button" className="link-button" onClick={() => onSelect(v.version)}>
                    Disagreements
                  </button>
                )}
                {onRescore && v.provider !== "external" && (
                  <button
                    type="button"
                    onClick={() => onRescore(v)}
                    disabled={rescoring !== null}
                    aria-label={`Re-score with v${v.version}`}
                  >
                    {rescoring === v.configId ? "Starting…" : "Re-score"}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
