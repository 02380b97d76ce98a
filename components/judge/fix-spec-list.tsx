"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { useFixSpecs } from "./use-fix-specs";

/** The fix specifications of a project, filterable by bug id (kept in the URL as ?bug=). */
export function FixSpecList({ slug }: { slug: string }) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const bug = params.get("bug")?.trim() ?? "";
  const [draft, setDraft] = useState(bug);
  const specs = useFixSpecs(slug, bug);
  const apply = (next: string) =>
    router.replace(next ? `${pathname}?bug=${encodeURIComponent(next)}` : pathname);
  return (
    <section className="panel" aria-label="Fix specifications">
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft.trim());
        }}
      >
        <label className="field" style={{ flexDirection: "row", alignItems: "center", gap: 8 }}>
          Bug id
          <input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="all bugs" />
        </label>
        <button type="submit">Show</button>
        {bug && (
          <button
            type="button"
            onClick={() => {
              setDraft("");
              apply("");
            }}
          >
            All bugs
          </button>
        )}
        {specs.data && (
          <span className="subtle" role="status">
            {specs.data.total === specs.data.specs.length
              ? `${specs.data.total} specification${specs.data.total === 1 ? "" : "s"}`
              : `newest ${specs.data.specs.length} of ${specs.data.total}`}
          </span>
        )}
      </form>
      {specs.isPending && <div className="subtle">Loading…</div>}
      {specs.isError && (
        <div className="alert error" role="alert">
          {specs.error.message}
        </div>
      )}
      {specs.data?.specs.length === 0 && (
        <div className="subtle">
          No specification yet: a judge run with the fix-specification reference writes one per bug
          and set of files its patches edit.
        </div>
      )}
      {specs.data?.specs.map((s) => (
        <details key={s.id} className="fix-spec" data-testid="fix-spec">
          <summary>
            <strong>{s.bugExternalId}</strong> ·{" "}
            {s.files.length === 0 ? "no file" : s.files.map((f) => f.split("/").pop()).join(", ")} ·{" "}
            <span className="subtle">{s.source === "offline" ? "offline writer" : s.writer}</span>
          </summary>
          <div className="subtle" style={{ margin: "6px 0" }}>
            Files: {s.files.length === 0 ? "none" : s.files.map((f) => <code key={f}>{f} </code>)}
            {s.prompt && <> · prompt {s.prompt}</>} · {new Date(s.createdAt).toLocaleString()}
          </div>
          <div className="rubric-md reference-md">
            <ReactMarkdown remarkPlugins={[remarkGfm]}>{s.content}</ReactMarkdown>
          </div>
        </details>
      ))}
    </section>
  );
}
