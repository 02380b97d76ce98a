function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value.length > 400 ? `${value.slice(0, 400)}…` : value;
  const json = JSON.stringify(value);
  return json.length > 400 ? `${json.slice(0, 400)}…` : json;
}

/** Free metadata of an imported record, as inert text. */
export function MetadataList({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata);
  if (entries.length === 0) return <div className="subtle">No further metadata.</div>;
  return (
    <dl className="kv" style={{ marginTop: 8 }}>
      {entries.map(([k, v]) => (
        <div key={k} style={{ display: "contents" }}>
          <dt>{k}</dt>
          <dd className={typeof v === "string" ? undefined : "mono"}>{show(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
