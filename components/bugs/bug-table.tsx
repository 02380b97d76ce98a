"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { parsePageNumber } from "@/lib/bugs/parse-page-number";
import { RUBRIC_STATUSES } from "@/lib/bugs/schemas";
import { RubricStatusBadge } from "@/components/ui/rubric-status-badge";
import { useBugs } from "./use-bugs";
import { useDebounced } from "./use-debounced";

/** A project's bugs with search (press /), type and rubric-status filters kept in the URL. */
export function BugTable({ slug }: { slug: string }) {
  const params = useSearchParams();
  const [filters, setFilters] = useState(() => ({
    type: params.get("type") ?? "",
    rubric: (params.get("rubric") ?? "") as (typeof RUBRIC_STATUSES)[number] | "",
    page: parsePageNumber({ value: params.get("page") }),
  }));
  const [q, setQ] = useState(params.get("q") ?? "");
  const debouncedQ = useDebounced(q, 250);
  const search = useRef<HTMLInputElement>(null);
  const { type, rubric, page } = filters;

  function setFilter(updates: Partial<typeof filters>) {
    setFilters((f) => ({ ...f, page: 1, ...updates }));
  }

  // Filters live in React state; the URL mirrors them so a reload or a shared link keeps them.
  useEffect(() => {
    const next = new URLSearchParams();
    if (debouncedQ) next.set("q", debouncedQ);
    if (type) next.set("type", type);
    if (rubric) next.set("rubric", rubric);
    if (page > 1) next.set("page", String(page));
    const query = next.toString();
    window.history.replaceState(null, "", query ? `?${query}` : window.location.pathname);
  }, [debouncedQ, type, rubric, page]);

  const lastQ = useRef(debouncedQ);
  useEffect(() => {
    if (lastQ.current === debouncedQ) return;
    lastQ.current = debouncedQ;
    setFilters((f) => (f.page === 1 ? f : { ...f, page: 1 }));
  }, [debouncedQ]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "/" && document.activeElement?.tagName !== "INPUT") {
        e.preventDefault();
        search.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const { data, isPending, isError, error, isFetching, isPlaceholderData } = useBugs(slug, {
    q: debouncedQ || undefined,
    type: type || undefined,
    rubric: rubric || undefined,
    page,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A page past the last (an old link, or fewer bugs since): the last page instead, so the rows,
  // the total and the pager always agree.
  useEffect(() => {
    if (data && !isPlaceholderData && page > pages)
      setFilters((f) => (f.page > pages ? { ...f, page: pages } : f));
  }, [data, isPlaceholderData, page, pages]);
  // No rows but some bugs: a page past the last, on its way back to the last one.
  const beyond = data !== undefined && data.items.length === 0 && data.total > 0;

  return (
    <section>
      <div className="toolbar">
        <input
          ref={search}
          type="search"
          placeholder="Search id, title or report  ( / )"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-label="Search bugs"
        />
        <select
          aria-label="Bug type"
          value={type}
          onChange={(e) => setFilter({ type: e.target.value })}
        >
          <option value="">All bug types</option>
          {data?.bugTypes.map((t) => (
            <option key={t.type} value={t.type}>
              {t.type} ({t.count})
            </option>
          ))}
        </select>
        <select
          aria-label="Rubric status"
          value={rubric}
          onChange={(e) => setFilter({ rubric: e.target.value as typeof rubric })}
        >
          <option value="">Any rubric status</option>
          {RUBRIC_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === "none" ? "no rubric" : s.replace("_", " ")}
            </option>
          ))}
        </select>
        <span className="subtle" aria-live="polite">
          {data ? `${data.total} bug${data.total === 1 ? "" : "s"}` : ""}
          {isFetching && !isPending ? " · updating…" : ""}
        </span>
      </div>
      {isError && (
        <div className="alert error" role="alert">
          {error.message}
        </div>
      )}
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>Bug</th>
              <th>Title</th>
              <th>Type</th>
              <th>Language</th>
              <th>Patches</th>
              <th>Rubric</th>
            </tr>
          </thead>
          <tbody>
            {(isPending || beyond) && (
              <tr>
                <td colSpan={6} className="empty">
                  Loading…
                </td>
              </tr>
            )}
            {data?.total === 0 && (
              <tr>
                <td colSpan={6} className="empty">
                  No bugs match. Clear the filters or import a dataset.
                </td>
              </tr>
            )}
            {data?.items.map((b) => (
              <tr key={b.externalId}>
                <td className="mono">
                  <Link href={`/projects/${slug}/bugs/${encodeURIComponent(b.externalId)}`}>
                    {b.externalId}
                  </Link>
                </td>
                <td>{b.title ?? <span className="subtle">—</span>}</td>
                <td>
                  {b.bugType ? (
                    <span className="badge">{b.bugType}</span>
                  ) : (
                    <span className="subtle">—</span>
                  )}
                </td>
                <td>{b.language ?? <span className="subtle">—</span>}</td>
                <td>{b.patches}</td>
                <td>
                  <RubricStatusBadge status={b.rubricStatus} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <div className="pager">
          <button
            disabled={page <= 1}
            onClick={() => setFilters((f) => ({ ...f, page: page - 1 }))}
          >
            ← Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            disabled={page >= pages}
            onClick={() => setFilters((f) => ({ ...f, page: page + 1 }))}
          >
            Next →
          </button>
        </div>
      )}
    </section>
  );
}
