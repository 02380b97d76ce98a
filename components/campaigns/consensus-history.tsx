import { DISAGREEMENT_THEME_LABELS } from "@/lib/campaigns/disagreement-themes";
import type { TGetAdjudicationItemResponse } from "@/lib/campaigns/campaigns-api.types";

type TChange = NonNullable<TGetAdjudicationItemResponse["consensus"]>["changes"][number] & {
  bug?: string;
};

const when = (iso: string) => new Date(iso).toLocaleString();

/** Deliberate changes of settled consensus labels, oldest first: who, when, old → new, themes, reason. */
export function ConsensusHistory(props: { changes: TChange[]; showBug?: boolean }) {
  const { changes, showBug = false } = props;
  if (changes.length === 0) return null;
  return (
    <ol className="consensus-history" data-testid="consensus-history">
      {changes.map((c, i) => (
        <li key={i} data-testid="consensus-change">
          {showBug && c.bug && <span className="mono">{c.bug} · </span>}
          <span className={`badge ${c.fromLabel === "VALID" ? "ok" : "bad"}`}>{c.fromLabel}</span>
          {" → "}
          <span className={`badge ${c.toLabel === "VALID" ? "ok" : "bad"}`}>
            {c.toLabel}
          </span> by {c.changedBy ?? "a removed user"},{" "}
          <time dateTime={c.createdAt}>{when(c.createdAt)}</time>
          <div className="subtle">
            {c.themes.map((t) => DISAGREEMENT_THEME_LABELS[t]).join(", ")}
            {c.themes.length > 0 ? " · " : ""}reason: {c.reason}
          </div>
        </li>
      ))}
    </ol>
  );
}
