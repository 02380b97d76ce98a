"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { cellText } from "@/components/agreement/format";
import { fetchJson } from "@/components/query/fetch-json";
import { buildPatchTableHref } from "@/lib/patches/build-patch-table-href";
import { buildResearchCellQuery } from "@/lib/patches/build-research-cell-query";
import type { TGetResearchResponse } from "@/lib/research/research-api.types";
import { RESEARCH_TABLES } from "@/lib/research/schemas";
import { TABLE_FORMATS } from "@/lib/tables/table-formats";
import { researchKeys, researchQuery, researchUrl } from "./research-keys";

const FORMAT_LABELS: Record<(typeof TABLE_FORMATS)[number], string> = {
  csv: "CSV",
  json: "JSON",
  markdown: "Markdown",
  latex: "LaTeX",
};

/**
 * The research tables for the campaign and runs named in the URL (`campaignId`, `runs`), each
 * with its downloads in the four formats; pickers rewrite the URL so a view can be bookmarked.
 * Downloads, drill-downs and Compare links pin what is on screen (the settings the server
 * resolved), as the agreement dashboard's do.
 */
export function ResearchTables({ slug }: { slug: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const asked = researchQuery.fromAddress(params);
  const query = useQuery({
    queryKey: researchKeys.report(slug, asked),
    queryFn: () => fetchJson<TGetResearchResponse>(researchUrl.report(slug, asked)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(asked);
    if (value) next.set(key, value);
    else next.delete(key);
    router.replace(`${pathname}?${next}`);
  };
  if (query.isError)
    return (
      <div className="alert error" role="alert">
        {query.error.message}
      </div>
    );
  const d = query.data;
  if (!d) return <div className="subtle">Loading…</div>;
  const chosen = new Set(d.runs.map((r) => r.id));
  const pinned = researchQuery.resolved(d);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setParam("runs", [...next].join(","));
  };
  return (
    <>
      <div className="panel toolbar" aria-label="Research settings">
        <label>
          Reference campaign{" "}
          <select
            value={d.campaign?.id ?? ""}
            onChange={(e) => setParam("campaignId", e.target.value)}
            aria-label="Reference campaign"
          >
            {d.options.campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="toolbar" style={{ border: 0, margin: 0, padding: 0 }}>
          <legend className="sr-only">Runs</legend>
          {d.options.runs.map((r) => (
            <label key={r.id}>
              <input type="checkbox" checked={chosen.has(r.id)} onChange={() => toggle(r.id)} />{" "}
              {r.label}
            </label>
          ))}
        </fieldset>
        <span className="subtle">{d.consensusPatches} patches with a human consensus</span>
      </div>
      {RESEARCH_TABLES.map((id) => {
        const t = d.tables[id];
        return (
          <section
            key={id}
            className="panel"
            aria-labelledby={`research-${id}`}
            data-testid={`research-${id}`}
            style={{ marginTop: 16 }}
          >
            <h2 id={`research-${id}`}>{t.caption}</h2>
            <div className="toolbar">
              {TABLE_FORMATS.map((format) => (
                <a
                  key={format}
                  className="button"
                  href={researchUrl.export(slug, pinned, id, format)}
                  download
                >
                  {FORMAT_LABELS[format]}
                </a>
              ))}
            </div>
            {t.rows.length === 0 ? (
              <div className="empty">No data for this table with the chosen campaign and runs.</div>
            ) : (
              <div className="table-wrap">
                <table className="data">
                  <thead>
                    <tr>
                      {t.columns.map((c) => (
                        <th key={c} scope="col">
                          {c}
                        </th>
                      ))}
                      {id === "pairs" && (
                        <th scope="col">
                          <span className="sr-only">Compare</span>
                        </th>
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {t.rows.map((row, i) => (
                      <tr key={i}>
                        {row.map((cell, j) => {
                          const drill =
                            typeof cell === "number" && cell > 0
                              ? buildResearchCellQuery({
                                  table: id,
                                  column: t.columns[j]!,
                                  row,
                                  index: i,
                                  campaignId: d.campaign?.id ?? null,
                                  runs: d.runs,
                                  pairRuns: d.pairRuns ?? [],
                                  missing: d.missing,
                                })
                              : null;
                          return (
                            <td key={j} className={typeof cell === "number" ? "num" : undefined}>
                              {drill ? (
                                <Link
                                  className="cell-link"
                                  href={buildPatchTableHref({ slug, query: drill })}
                                  title="List these patches"
                                >
                                  {cellText(cell)}
                                </Link>
                              ) : (
                                cellText(cell)
                              )}
                            </td>
                          );
                        })}
                        {id === "pairs" && d.pairRuns?.[i] && (
                          <td>
                            <Link
                              href={researchUrl.compare(slug, d, i)!}
                              aria-label={`Compare ${row[0]} with ${row[1]}`}
                            >
                              Compare
                            </Link>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
