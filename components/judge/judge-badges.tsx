const RUN_TONES: Record<string, string> = {
  queued: "",
  running: "info",
  completed: "ok",
  completed_with_failures: "warn",
  cancelled: "warn",
  failed: "bad",
};

/** A run's status ("completed_with_failures" reads "completed with failures"). */
export function RunStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`badge ${RUN_TONES[status] ?? ""}`}
      data-testid="run-status"
      data-status={status}
    >
      {status.replaceAll("_", " ")}
    </span>
  );
}

/** Provider and model, or a plain "no LLM" badge for the similarity baseline. */
export function ProviderBadge({ provider, model }: { provider: string; model: string }) {
  if (provider === "baseline")
    return (
      <span
        className="badge warn"
        title="Scores the candidate by its similarity to the developer fix; no model is called."
      >
        No LLM · similarity baseline
      </span>
    );
  if (provider === "external")
    return (
      <span title="Verdicts imported from another system; nothing was judged here.">
        <span className="badge info">external</span> <span className="mono">{model}</span>
      </span>
    );
  return (
    <span>
      <span className="badge">{provider}</span> <span className="mono">{model}</span>
    </span>
  );
}

/** VALID / INVALID (or "—"). */
export function LabelBadge({ label }: { label: string | null }) {
  if (!label) return <span className="subtle">—</span>;
  return (
    <span className={`badge ${label === "VALID" ? "ok" : label === "INVALID" ? "bad" : "warn"}`}>
      {label}
    </span>
  );
}
