"use client";

import Link from "next/link";
import { configName, formatTime } from "./judge-format";
import { ProviderBadge, RunStatusBadge } from "./judge-badges";
import { SplitProgress } from "./split-progress";
import type { TJudgeRunRow } from "./use-judge-runs";

/** The project's runs, newest first, each with a small progress bar. */
export function RunList({ slug, runs }: { slug: string; runs: TJudgeRunRow[] }) {
  return (
    <div className="table-wrap">
      <table className="data" aria-label="Judge runs">
        <thead>
          <tr>
            <th>Run</th>
            <th>Status</th>
            <th>Judge</th>
            <th>Campaign</th>
            <th style={{ width: "22%" }}>Progress</th>
            <th>Created</th>
          </tr>
        </thead>
        <tbody>
          {runs.length === 0 && (
            <tr>
              <td colSpan={6} className="empty">
                No runs yet.
              </td>
            </tr>
          )}
          {runs.map((r) => {
            const processed = r.done + r.failed;
            return (
              <tr key={r.id} data-testid="run-row">
                <td>
                  <Link href={`/projects/${slug}/judge/runs/${r.id}`}>{configName(r.config)}</Link>
                </td>
                <td>
                  <RunStatusBadge status={r.status} />
                </td>
                <td>
                  <ProviderBadge provider={r.config.provider} model={r.config.model} />
                </td>
                <td>{r.campaign?.name ?? <span className="subtle">—</span>}</td>
                <td>
                  <SplitProgress
                    label={`Progress of ${configName(r.config)}`}
                    done={r.done}
                    failed={r.failed}
                    total={r.total}
                  />
                  <div className="subtle" style={{ fontSize: 12 }}>
                    {processed} / {r.total}
                    {r.failed > 0 && <span className="bad-text"> · {r.failed} failed</span>}
                    {r.skipped > 0 && ` · ${r.skipped} skipped`}
                  </div>
                </td>
                <td className="subtle">{formatTime(r.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
