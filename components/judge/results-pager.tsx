"use client";

/** "Showing a–b of N" with Previous / Next under a page of judge results. */
export function ResultsPager(props: {
  /** Rows before this page. */
  offset: number;
  shown: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { offset, shown, total, hasPrevious, hasNext, onPrevious, onNext } = props;
  return (
    <div className="pager" aria-label="Results pages" role="navigation">
      <span className="subtle" data-testid="results-range">
        {shown === 0
          ? `Showing 0 of ${total}`
          : `Showing ${offset + 1}–${offset + shown} of ${total}`}
      </span>
      <button type="button" disabled={!hasPrevious} onClick={onPrevious}>
        ← Previous
      </button>
      <button type="button" disabled={!hasNext} onClick={onNext}>
        Next →
      </button>
    </div>
  );
}
