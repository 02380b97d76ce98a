"use client";

import { useState } from "react";
import { TextDiff } from "@/components/diff/text-diff";
import { formatRuleLines } from "@/lib/rules/format-rule-lines";
import type { TRuleSetVersionWire } from "@/lib/rules/rules-api.types";

/** The versions of the project rules, newest first, and the line diff of any version with its predecessor. */
export function RulesHistory({ versions }: { versions: readonly TRuleSetVersionWire[] }) {
  // The version whose diff is shown: the one chosen, else the newest (also after a save).
  const [chosen, setOpen] = useState<number | null>(null);
  if (versions.length === 0) return null;
  const shown = versions.find((v) => v.version === chosen) ?? versions[0]!;
  const open = shown.version;
  const previous = shown ? versions.find((v) => v.version < shown.version) : undefined;
  const text = (v: TRuleSetVersionWire | undefined) =>
    v ? formatRuleLines({ rules: v.rules }) + "\n" : "";
  return (
    <section className="panel" aria-label="Version history">
      <h2>History</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Version</th>
              <th>Rules</th>
              <th>What changed</th>
              <th>By</th>
              <th>Saved</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.id} aria-current={v.version === open ? "true" : undefined}>
                <td className="mono">v{v.version}</td>
                <td>{v.rules.length}</td>
                <td>{v.note || <span className="subtle">—</span>}</td>
                <td>{v.createdBy?.name ?? <span className="subtle">—</span>}</td>
                <td className="nowrap">{new Date(v.createdAt).toLocaleString()}</td>
                <td>
                  <button type="button" className="button" onClick={() => setOpen(v.version)}>
                    {v.version === 1 ? "Show" : `Diff with v${v.version - 1}`}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown && (
        <>
          <h3>
            {previous ? `v${previous.version} → v${shown.version}` : `v${shown.version} (first)`}
          </h3>
          <TextDiff
            before={text(previous)}
            after={text(shown)}
            label={`Changes in version ${shown.version}`}
          />
        </>
      )}
    </section>
  );
}
