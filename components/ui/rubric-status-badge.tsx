const LABELS: Record<string, { text: string; tone: string }> = {
  none: { text: "no rubric", tone: "" },
  drafting: { text: "drafting", tone: "info" },
  editing: { text: "editing", tone: "info" },
  in_review: { text: "in review", tone: "warn" },
  returned: { text: "returned", tone: "warn" },
  golden: { text: "golden", tone: "ok" },
};

export function RubricStatusBadge({ status }: { status: string }) {
  const l = LABELS[status] ?? { text: status, tone: "" };
  return <span className={`badge ${l.tone}`}>{l.text}</span>;
}
