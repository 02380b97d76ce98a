"use client";

import { CONSENSUS_FILTERS, LABEL_FILTERS } from "@/lib/patches/patch-table-query";
import type { TPatchTableQuery } from "@/lib/patches/schemas";

type TChange = (change: Partial<TPatchTableQuery>) => void;

/** A sortable header: the column's name as a button, its direction shown with aria-sort. */
export function SortHead(props: {
  label: string;
  sortKey: string;
  query: TPatchTableQuery;
  onChange: TChange;
  children?: React.ReactNode;
}) {
  const { label, sortKey, query, onChange } = props;
  const active = (query.sort ?? "bug") === sortKey;
  const dir = query.dir ?? "asc";
  return (
    <th scope="col" aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        className="link-button sort-head"
        onClick={() => onChange({ sort: sortKey, dir: active && dir === "asc" ? "desc" : "asc" })}
      >
        {label}
        {active ? (dir === "asc" ? " ▲" : " ▼") : ""}
      </button>
      {props.children}
    </th>
  );
}

const without = <T,>(list: T[] | undefined, drop: (x: T) => boolean) => {
  const kept = (list ?? []).filter((x) => !drop(x));
  return kept.length ? kept : undefined;
};

/** The change that removes a campaign or run column and every filter or sort naming it. */
export function removeColumn(query: TPatchTableQuery, id: string): Partial<TPatchTableQuery> {
  const sortsOnIt = query.sort?.endsWith(`:${id}`);
  return {
    campaigns: without(query.campaigns, (c) => c === id),
    runs: without(query.runs, (r) => r === id),
    consensus: without(query.consensus, (c) => c.id === id),
    clear: without(query.clear, (c) => c === id),
    label: without(query.label, (l) => l.id === id),
    disagree: without(query.disagree, (d) => d.runId === id || d.campaignId === id),
    agree: without(query.agree, (d) => d.runId === id || d.campaignId === id),
    ...(sortsOnIt ? { sort: undefined, dir: undefined } : {}),
  };
}

/** A campaign column's filters: its consensus, and raters unanimous only. */
export function CampaignFilter(props: { id: string; query: TPatchTableQuery; onChange: TChange }) {
  const { id, query, onChange } = props;
  const value = query.consensus?.find((c) => c.id === id)?.value ?? "";
  const clear = (query.clear ?? []).includes(id);
  return (
    <div className="column-filter">
      <select
        aria-label="Consensus filter"
        value={value}
        onChange={(e) => {
          const others = (query.consensus ?? []).filter((c) => c.id !== id);
          const v = e.target.value as (typeof CONSENSUS_FILTERS)[number] | "";
          onChange({ consensus: v ? [...others, { id, value: v }] : others });
        }}
      >
        <option value="">any</option>
        {CONSENSUS_FILTERS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label className="subtle">
        <input
          type="checkbox"
          checked={clear}
          onChange={(e) => {
            const others = (query.clear ?? []).filter((c) => c !== id);
            onChange({ clear: e.target.checked ? [...others, id] : others });
          }}
        />{" "}
        unanimous
      </label>
      <button
        type="button"
        className="link-button"
        onClick={() => onChange(removeColumn(query, id))}
      >
        hide
      </button>
    </div>
  );
}

/** A run column's filters: its label, and disagreement with a shown campaign's consensus. */
export function RunFilter(props: {
  id: string;
  query: TPatchTableQuery;
  campaigns: { id: string; name: string }[];
  onChange: TChange;
}) {
  const { id, query, campaigns, onChange } = props;
  const value = query.label?.find((l) => l.id === id)?.value ?? "";
  const disagree = query.disagree?.find((d) => d.runId === id)?.campaignId ?? "";
  return (
    <div className="column-filter">
      <select
        aria-label="Label filter"
        value={value}
        onChange={(e) => {
          const others = (query.label ?? []).filter((l) => l.id !== id);
          const v = e.target.value as (typeof LABEL_FILTERS)[number] | "";
          onChange({ label: v ? [...others, { id, value: v }] : others });
        }}
      >
        <option value="">any</option>
        {LABEL_FILTERS.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      {campaigns.length > 0 && (
        <select
          aria-label="Disagrees with"
          value={disagree}
          onChange={(e) => {
            const others = (query.disagree ?? []).filter((d) => d.runId !== id);
            const campaignId = e.target.value;
            onChange({ disagree: campaignId ? [...others, { runId: id, campaignId }] : others });
          }}
        >
          <option value="">agrees or not</option>
          {campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              disagrees with {c.name}
            </option>
          ))}
        </select>
      )}
      <button
        type="button"
        className="link-button"
        onClick={() => onChange(removeColumn(query, id))}
      >
        hide
      </button>
    </div>
  );
}
