"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { TestsBadge } from "@/components/ui/tests-badge";
import { buildPatchTableHref } from "@/lib/patches/build-patch-table-href";
import { formatPatchTableQuery } from "@/lib/patches/patch-table-query";
import type { TPatchTable } from "@/lib/patches/patch-table.types";
import type { TPatchTableQuery } from "@/lib/patches/schemas";
import { CampaignFilter, RunFilter, SortHead } from "./patch-column-head";
import { PatchTableFilters } from "./patch-table-filters";

const SIZES = [25, 50, 100, 200, 500];

/**
 * The project's patch table (rendered on the server for the address's state): filters, sortable
 * headers, pages and CSV export all change the address, so a reload or a shared link shows the
 * same rows. j / k move the selection, Enter opens the selected patch; a row click opens it too.
 */
export function PatchTable(props: { slug: string; query: TPatchTableQuery; table: TPatchTable }) {
  const { slug, query, table } = props;
  const router = useRouter();
  const [selected, setSelected] = useState(-1);
  const rowsRef = useRef<HTMLTableSectionElement>(null);
  const patchHref = (id: string) => `/projects/${slug}/patches/${encodeURIComponent(id)}`;
  const change = (c: Partial<TPatchTableQuery>) =>
    router.push(buildPatchTableHref({ slug, query: { ...query, page: undefined, ...c } }));
  const pages = Math.max(1, Math.ceil(table.total / table.size));
  const { page: _page, size: _size, ...filters } = query;
  const csvHref = `/api/projects/${encodeURIComponent(slug)}/patches?${formatPatchTableQuery({ ...filters, format: "csv" })}`;

  useEffect(() => setSelected(-1), [table]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
      if (e.key === "j" || e.key === "k") {
        e.preventDefault();
        setSelected((s) =>
          Math.max(0, Math.min(table.rows.length - 1, s + (e.key === "j" ? 1 : -1))),
        );
      } else if (e.key === "Enter" && selected >= 0 && table.rows[selected]) {
        router.push(patchHref(table.rows[selected].id));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  useEffect(() => {
    rowsRef.current?.children[selected]?.scrollIntoView({ block: "nearest" });
  }, [selected]);

  const columns = 7 + table.campaigns.length + table.runs.length * 2;
  return (
    <section>
      <PatchTableFilters query={query} table={table} onChange={change} />
      {table.decision && (
        <div className="drill-chip" data-testid="patch-drill-chip">
          <span>{table.decision.caption}</span>
          <Link
            href={buildPatchTableHref({
              slug,
              query: { ...query, page: undefined, decision: undefined },
            })}
            aria-label="Remove this drill-down"
            title="Remove this drill-down"
          >
            ×
          </Link>
        </div>
      )}
      <div className="toolbar">
        <span className="subtle" aria-live="polite" data-testid="patch-count">
          {table.total} patch{table.total === 1 ? "" : "es"}
          {table.hidden > 0 &&
            ` · ${table.hidden} left out (you are still labelling them in a campaign)`}
        </span>
        <span className="spacer" />
        <Link href={`/projects/${slug}/patches`}>Clear all</Link>
        <a className="button" href={csvHref} download>
          Export CSV
        </a>
      </div>
      <div className="table-wrap">
        <table className="data patch-table">
          <thead>
            <tr>
              <SortHead label="Patch" sortKey="patch" query={query} onChange={change} />
              <SortHead label="Bug" sortKey="bug" query={query} onChange={change} />
              <SortHead label="Bug type" sortKey="bugType" query={query} onChange={change} />
              <SortHead label="Tool" sortKey="tool" query={query} onChange={change} />
              <SortHead label="Model" sortKey="model" query={query} onChange={change} />
              <SortHead label="Tests" sortKey="tests" query={query} onChange={change} />
              {table.campaigns.map((c) => (
                <SortHead
                  key={c.id}
                  label={`Consensus · ${c.name}`}
                  sortKey={`consensus:${c.id}`}
                  query={query}
                  onChange={change}
                >
                  <CampaignFilter id={c.id} query={query} onChange={change} />
                </SortHead>
              ))}
              {table.runs.flatMap((r) => [
                <SortHead
                  key={`l${r.id}`}
                  label={`Label · ${r.label}`}
                  sortKey={`label:${r.id}`}
                  query={query}
                  onChange={change}
                >
                  <RunFilter
                    id={r.id}
                    query={query}
                    campaigns={table.campaigns}
                    onChange={change}
                  />
                </SortHead>,
                <SortHead
                  key={`c${r.id}`}
                  label="Confidence"
                  sortKey={`confidence:${r.id}`}
                  query={query}
                  onChange={change}
                />,
              ])}
              <SortHead label="Flags" sortKey="flags" query={query} onChange={change} />
            </tr>
          </thead>
          <tbody ref={rowsRef}>
            {table.rows.length === 0 && (
              <tr>
                <td colSpan={columns} className="empty">
                  No patch matches. Clear a filter.
                </td>
              </tr>
            )}
            {table.rows.map((r, i) => (
              <tr
                key={r.id}
                className={i === selected ? "selected clickable" : "clickable"}
                aria-selected={i === selected}
                onClick={(e) => {
                  if ((e.target as HTMLElement).closest("a")) return;
                  router.push(patchHref(r.id));
                }}
              >
                <td className="mono">
                  <Link href={patchHref(r.id)}>{r.patch}</Link>
                </td>
                <td className="mono">{r.bug}</td>
                <td>{r.bugType ?? <span className="subtle">—</span>}</td>
                <td>{r.tool ?? <span className="subtle">—</span>}</td>
                <td>{r.model ?? <span className="subtle">—</span>}</td>
                <td>
                  <TestsBadge passes={r.passesTests} />
                </td>
                {table.campaigns.map((c) => {
                  const x = r.consensus[c.id];
                  return (
                    <td key={c.id}>
                      {x ? (
                        <span className="badge" title={x.unanimous ? "raters unanimous" : ""}>
                          {x.label}
                          {x.unanimous ? " ✓" : ""}
                        </span>
                      ) : (
                        <span className="subtle">—</span>
                      )}
                    </td>
                  );
                })}
                {table.runs.flatMap((run) => {
                  const v = r.verdicts[run.id];
                  return [
                    <td key={`l${run.id}`}>
                      {v ? (
                        <span className="badge">{v.label}</span>
                      ) : (
                        <span className="subtle">—</span>
                      )}
                    </td>,
                    <td key={`c${run.id}`} className="num">
                      {v?.confidence != null ? (
                        v.confidence.toFixed(2)
                      ) : (
                        <span className="subtle">—</span>
                      )}
                    </td>,
                  ];
                })}
                <td className="num">{r.flags ?? <span className="subtle">—</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="pager">
        <button disabled={table.page <= 1} onClick={() => change({ page: table.page - 1 })}>
          ← Previous
        </button>
        <span>
          Page {table.page} of {pages}
        </span>
        <button disabled={table.page >= pages} onClick={() => change({ page: table.page + 1 })}>
          Next →
        </button>
        <select
          aria-label="Rows per page"
          value={table.size}
          onChange={(e) => change({ size: Number(e.target.value) })}
        >
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s} per page
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
