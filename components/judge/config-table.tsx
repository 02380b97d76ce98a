"use client";

import { Fragment, useState } from "react";
import { REFERENCE_LABELS } from "@/lib/judge/schemas";
import { ProviderBadge } from "./judge-badges";
import type { TJudgeConfigRow } from "./use-judge-configs";

/** Configurations grouped by name (rows arrive newest version first within a name). */
export function groupConfigs(configs: TJudgeConfigRow[]): TJudgeConfigRow[][] {
  const groups = new Map<string, TJudgeConfigRow[]>();
  for (const c of configs) groups.set(c.name, [...(groups.get(c.name) ?? []), c]);
  return [...groups.values()].map((g) => [...g].sort((a, b) => b.version - a.version));
}

function ConfigRow({
  c,
  older,
  onNewVersion,
}: {
  c: TJudgeConfigRow;
  older?: boolean;
  onNewVersion?: (c: TJudgeConfigRow) => void;
}) {
  return (
    <tr
      className={older ? "subtle" : undefined}
      data-testid={older ? "config-old-version" : "config-row"}
    >
      <td>
        {older ? (
          <span style={{ paddingLeft: 14 }}>v{c.version}</span>
        ) : (
          <strong>
            {c.name} <span className="badge">v{c.version}</span>
          </strong>
        )}
        {c.description && <div className="subtle">{c.description}</div>}
      </td>
      <td>
        <ProviderBadge provider={c.provider} model={c.model} />
        {c.baseline && c.threshold !== null && (
          <div className="subtle">VALID at similarity ≥ {c.threshold}</div>
        )}
        {c.unreachable && (
          <div className="bad-text" data-testid="config-unreachable">
            {c.unreachable}
          </div>
        )}
      </td>
      <td>
        {REFERENCE_LABELS[c.reference]}
        {c.perRequirement && (
          <>
            {" "}
            <span className="badge info">per requirement</span>
          </>
        )}
        <div className="subtle mono">
          {c.promptTemplate}.v{c.promptVersion}
        </div>
        {c.rules !== "none" && (
          <div className="subtle" data-testid="config-rules">
            + project rules {c.rules === "current" ? "(current)" : `v${c.rules}`}
          </div>
        )}
        {c.scale && (
          <div
            className="subtle"
            data-testid="config-scale"
            title={c.scale.grades.map((g) => `${g.value} ${g.label}: ${g.definition}`).join("\n")}
          >
            + graded 1–{c.scale.grades.length}, VALID from {c.scale.validFrom}
            {c.scale.dimensions.length > 0
              ? ` (${c.scale.dimensions.map((d) => d.key).join(", ")})`
              : ""}
          </div>
        )}
      </td>
      <td>{c.samples}</td>
      <td>{c.baseline ? "—" : c.temperature}</td>
      <td>{c.runs}</td>
      {onNewVersion && (
        <td>
          {!older && (
            <button
              type="button"
              className="small nowrap"
              onClick={() => onNewVersion(c)}
              aria-label={`New version of ${c.name}`}
            >
              New version…
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

/** The project's judge configurations: newest version of each name, older versions on demand. */
export function ConfigTable({
  configs,
  onNewVersion,
}: {
  configs: TJudgeConfigRow[];
  onNewVersion?: (c: TJudgeConfigRow) => void;
}) {
  const [open, setOpen] = useState<string[]>([]);
  const groups = groupConfigs(configs);
  const cols = onNewVersion ? 7 : 6;
  return (
    <div className="table-wrap" style={{ marginBottom: 16 }}>
      <table className="data" aria-label="Judge configurations">
        <thead>
          <tr>
            <th>Configuration</th>
            <th>Provider / model</th>
            <th>Reference</th>
            <th>Samples</th>
            <th>Temperature</th>
            <th>Runs</th>
            {onNewVersion && (
              <th>
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {groups.length === 0 && (
            <tr>
              <td colSpan={cols} className="empty">
                No judge configurations yet.
              </td>
            </tr>
          )}
          {groups.map(([latest, ...older]) => {
            const shown = open.includes(latest!.name);
            return (
              <Fragment key={latest!.name}>
                <ConfigRow c={latest!} onNewVersion={onNewVersion} />
                {older.length > 0 && (
                  <tr>
                    <td colSpan={cols} style={{ paddingTop: 0 }}>
                      <button
                        type="button"
                        className="link-button"
                        aria-expanded={shown}
                        onClick={() =>
                          setOpen(
                            shown
                              ? open.filter((n) => n !== latest!.name)
                              : [...open, latest!.name],
                          )
                        }
                      >
                        {shown ? "Hide" : "Show"} {older.length} older version
                        {older.length === 1 ? "" : "s"}
                      </button>
                    </td>
                  </tr>
                )}
                {shown &&
                  older.map((c) => (
                    <ConfigRow key={c.id} c={c} older onNewVersion={onNewVersion} />
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
