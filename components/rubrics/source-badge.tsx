/** Where a draft came from; the offline drafter is never presented as an LLM. */
export function SourceBadge({
  source,
  template,
  version,
}: {
  source: string;
  template?: string | null;
  version?: string | null;
}) {
  if (source === "offline")
    return (
      <span
        className="badge warn"
        title="Filled from the report and the ground-truth diff by rules, without any LLM"
      >
        offline drafter · no LLM
      </span>
    );
  if (source === "llm")
    return (
      <span className="badge info">LLM draft{template ? ` · ${template} v${version}` : ""}</span>
    );
  return <span className="badge">{source}</span>;
}
