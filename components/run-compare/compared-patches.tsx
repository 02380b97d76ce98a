"use client";

import Link from "next/link";
import { LabelBadge } from "@/components/judge/judge-badges";
import { formatConfidence } from "@/components/judge/judge-format";
import type { TRunComparisonPatch } from "@/lib/research/research-api.types";

/** Most patch panels drawn at once; the CSV holds every row. */
export const MAX_SHOWN = 500;

function Side({ name, side }: { name: "A" | "B"; side: TRunComparisonPatch["a"] }) {
  return (
    <section aria-label={`Verdict of run ${name}`} data-testid={`side-${name}`}>
      <h4>
        Run {name}{" "}
        {side.label ? (
          <LabelBadge label={side.label} />
        ) : (
          <span className="badge warn">{side.status}</span>
        )}{" "}
        {side.confidence !== null && (
          <span className="subtle">confidence {formatConfidence(side.confidence)}</span>
        )}
      </h4>
      <p className="justification">
        {side.justification || side.error || <span className="subtle">(no justification)</span>}
      </p>
    </section>
  );
}

const AGREES: Record<NonNullable<TRunComparisonPatch["agrees"]>, string> = {
  A: "A is right",
  B: "B is right",
  both: "both right",
  neither: "both wrong",
};

/** Each patch with both runs' verdicts and justifications side by side, and the consensus. */
export function ComparedPatches(props: {
  slug: string;
  patches: TRunComparisonPatch[];
  empty: string;
}) {
  const { slug, patches, empty } = props;
  if (patches.length === 0) return <p className="subtle">{empty}</p>;
  return (
    <>
      {patches.length > MAX_SHOWN && (
        <p className="subtle">
          The first {MAX_SHOWN} of {patches.length} patches; the CSV holds them all.
        </p>
      )}
      <ul className="disagreements" aria-label="Compared patches">
        {patches.slice(0, MAX_SHOWN).map((p) => (
          <li
            key={p.key}
            className="panel disagreement"
            data-testid="compared-patch"
            data-patch={p.patchId}
          >
            <div className="disagreement-head">
              <Link href={`/projects/${slug}/patches/${encodeURIComponent(p.key)}`}>
                <strong className="mono">{p.patchId}</strong>
              </Link>{" "}
              <span className="subtle">bug {p.bugId}</span>{" "}
              {p.flipped && <span className="badge info">flipped</span>}{" "}
              <span data-testid="consensus">
                Consensus{" "}
                {p.consensus ? (
                  <LabelBadge label={p.consensus} />
                ) : (
                  <span className="subtle">none</span>
                )}
              </span>
              {p.agrees && (
                <span
                  className={`badge ${p.agrees === "neither" ? "bad" : "ok"}`}
                  data-testid="agrees"
                >
                  {AGREES[p.agrees]}
                </span>
              )}
            </div>
            <div className="grid-2">
              <Side name="A" side={p.a} />
              <Side name="B" side={p.b} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
