"use client";

import Link from "next/link";
import { formatDuration } from "@/components/effort/format-duration";
import { RubricStatusBadge } from "@/components/ui/rubric-status-badge";
import { useMyWork } from "./use-my-work";

function List({
  title,
  items,
  slug,
  suffix,
  empty,
}: {
  title: string;
  items: { bugId: string; title: string | null; status?: string }[];
  slug: string;
  suffix: string;
  empty: string;
}) {
  return (
    <section className="panel">
      <h2>
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <div className="subtle">{empty}</div>
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {items.map((i) => (
            <li key={i.bugId} style={{ marginBottom: 4 }}>
              <Link
                className="mono"
                href={`/projects/${slug}/bugs/${encodeURIComponent(i.bugId)}${suffix}`}
              >
                {i.bugId}
              </Link>{" "}
              {i.title && <span>· {i.title}</span>}{" "}
              {i.status && <RubricStatusBadge status={i.status} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What waits for me: bugs to draft, rubrics to refine, rubrics to confirm. */
export function MyWork({ slug }: { slug: string }) {
  const { data, isPending, error } = useMyWork(slug);
  if (isPending) return <div className="subtle">Loading…</div>;
  if (error)
    return (
      <div className="alert error" role="alert">
        {error.message}
      </div>
    );
  return (
    <>
      <p className="subtle" data-testid="my-rubric-time">
        Your active rubric time here: {formatDuration(data.myTime.editingMs)} refining,{" "}
        {formatDuration(data.myTime.reviewMs)} reviewing.
      </p>
      <div className="grid-2" data-testid="my-work">
        <div>
          <List
            title="Awaiting my confirmation"
            items={data.toConfirm}
            slug={slug}
            suffix="/rubric/review"
            empty="Nothing to confirm."
          />
          <List
            title="To refine"
            items={data.toRefine}
            slug={slug}
            suffix="/rubric"
            empty="No rubric waits for you."
          />
        </div>
        <List
          title="To draft"
          items={data.toDraft.map((b) => ({ ...b, status: b.queued ? "drafting" : undefined }))}
          slug={slug}
          suffix=""
          empty="Every bug has a rubric."
        />
      </div>
    </>
  );
}
