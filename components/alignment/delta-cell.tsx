import { formatDelta } from "./format-metric";

/** A metric's change from the previous row: a green up arrow, a red down arrow, or a dash. */
export function DeltaCell({ value, label }: { value: number | null | undefined; label: string }) {
  if (value === null || value === undefined)
    return (
      <span className="subtle" aria-label={`${label}: no change to show`}>
        –
      </span>
    );
  const text = formatDelta(value);
  const up = value > 0.005;
  const down = value < -0.005;
  return (
    <span
      className={up ? "delta delta-up" : down ? "delta delta-down" : "delta"}
      aria-label={`${label} ${up ? "up" : down ? "down" : "unchanged"} ${text}`}
    >
      {up ? "▲ " : down ? "▼ " : ""}
      {text}
    </span>
  );
}
