"use client";

import type { TPatchTable } from "@/lib/patches/patch-table.types";
import type { TPatchTableQuery } from "@/lib/patches/schemas";

type TChange = (change: Partial<TPatchTableQuery>) => void;

function Choice(props: {
  label: string;
  value: string | undefined;
  options: readonly string[];
  any: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value ?? ""}
      onChange={(e) => props.onChange(e.target.value || undefined)}
    >
      <option value="">{props.any}</option>
      {props.options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}

/** The patch table's filters on the patches themselves, and the campaign and run columns to add. */
export function PatchTableFilters(props: {
  query: TPatchTableQuery;
  table: TPatchTable;
  onChange: TChange;
}) {
  const { query: q, table, onChange } = props;
  const shownCampaigns = new Set(table.campaigns.map((c) => c.id));
  const shownRuns = new Set(table.runs.map((r) => r.id));
  return (
    <div className="toolbar patch-filters">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get("bug");
          onChange({ bug: typeof value === "string" && value.trim() ? value.trim() : undefined });
        }}
      >
        <input
          type="search"
          name="bug"
          placeholder="Bug id contains…"
          aria-label="Bug id contains"
          defaultValue={q.bug ?? ""}
          key={q.bug ?? ""}
        />
      </form>
      <Choice
        label="Bug type"
        any="All bug types"
        value={q.bugType}
        options={table.options.bugTypes}
        onChange={(bugType) => onChange({ bugType })}
      />
      <Choice
        label="Tool"
        any="All tools"
        value={q.tool}
        options={table.options.tools}
        onChange={(tool) => onChange({ tool })}
      />
      <Choice
        label="Model"
        any="All models"
        value={q.model}
        options={table.options.models}
        onChange={(model) => onChange({ model })}
      />
      <Choice
        label="Tests"
        any="Any tests"
        value={q.tests}
        options={["pass", "fail", "known", "unknown"]}
        onChange={(tests) => onChange({ tests: tests as TPatchTableQuery["tests"] })}
      />
      {table.runs.length > 0 && (
        <Choice
          label="Evidence flags"
          any="Flagged or not"
          value={q.flagged}
          options={["yes", "no"]}
          onChange={(flagged) => onChange({ flagged: flagged as TPatchTableQuery["flagged"] })}
        />
      )}
      <select
        aria-label="Add a campaign's consensus"
        value=""
        onChange={(e) =>
          e.target.value && onChange({ campaigns: [...shownCampaigns, e.target.value] })
        }
      >
        <option value="">+ Campaign consensus</option>
        {table.options.campaigns
          .filter((c) => !shownCampaigns.has(c.id))
          .map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
      </select>
      <select
        aria-label="Add a judge run"
        value=""
        onChange={(e) => e.target.value && onChange({ runs: [...shownRuns, e.target.value] })}
      >
        <option value="">+ Judge run</option>
        {table.options.runs
          .filter((r) => !shownRuns.has(r.id))
          .map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
      </select>
    </div>
  );
}
