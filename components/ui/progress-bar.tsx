import type { ReactNode } from "react";

/** A labelled progress bar: `done` of `total`, with a caption line above it. */
export function ProgressBar(props: {
  label?: string;
  done: number;
  total: number;
  caption: ReactNode;
  minWidth?: number;
  testId?: string;
}) {
  const { label, done, total, caption, minWidth, testId } = props;
  return (
    <div style={minWidth ? { minWidth } : undefined} data-testid={testId}>
      <div className="subtle">{caption}</div>
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
      >
        <div style={{ width: `${(100 * done) / Math.max(1, total)}%` }} />
      </div>
    </div>
  );
}
