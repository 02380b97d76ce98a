import { percent } from "./judge-format";

/** A progress bar of finished jobs: answered in the accent colour, failed in red. */
export function SplitProgress(props: {
  label: string;
  done: number;
  failed: number;
  total: number;
}) {
  const { label, done, failed, total } = props;
  const processed = done + failed;
  const pct = percent(processed, total);
  return (
    <div
      className="progress split"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={processed}
      aria-valuetext={`${processed} of ${total} finished (${pct}%)${failed > 0 ? `, ${failed} failed` : ""}`}
    >
      <div style={{ width: `${total > 0 ? (100 * done) / total : 0}%` }} />
      {failed > 0 && (
        <div className="failed" style={{ width: `${(100 * failed) / Math.max(1, total)}%` }} />
      )}
    </div>
  );
}
