"use client";

import type { TRatingScale } from "@/lib/scales/schemas";

/**
 * The graded decision of the rating page: the overall grade as a radio group with each grade's
 * definition and its binary collapse, then one compact row per dimension (all required). The
 * highlighted row is the one the number keys grade (RatingPanel moves it down after each key).
 */
export function GradeChoice(props: {
  scale: TRatingScale;
  grade: number | null;
  dimensionGrades: Record<string, number>;
  /** 0: the overall grade; i > 0: dimension i − 1. */
  activeRow: number;
  disabled: boolean;
  onGrade: (row: number, grade: number) => void;
  onFocusRow: (row: number) => void;
}) {
  const { scale, grade, dimensionGrades, activeRow, disabled, onGrade, onFocusRow } = props;
  const collapse = (g: number) => (g >= scale.validFrom ? "valid" : "invalid");
  return (
    <div className="grade-choice">
      <div
        role="radiogroup"
        aria-label="Grade"
        className={`grade-row overall${activeRow === 0 ? " active" : ""}`}
        onFocus={() => onFocusRow(0)}
      >
        {scale.grades.map((g) => (
          <button
            key={g.value}
            type="button"
            role="radio"
            aria-checked={grade === g.value}
            disabled={disabled}
            className={`grade-option label-${collapse(g.value)}`}
            onClick={() => onGrade(0, g.value)}
          >
            <span className="grade-head">
              <kbd>{g.value}</kbd> <strong>{g.label}</strong>{" "}
              <span className="subtle">→ {collapse(g.value).toUpperCase()}</span>
            </span>
            {g.definition && <span className="grade-definition">{g.definition}</span>}
          </button>
        ))}
      </div>
      {scale.dimensions.map((d, i) => (
        <div
          key={d.key}
          className={`grade-dimension${activeRow === i + 1 ? " active" : ""}`}
          onFocus={() => onFocusRow(i + 1)}
        >
          <div className="grade-dimension-name" title={d.definition}>
            {d.name}
            {d.definition && <span className="subtle"> · {d.definition}</span>}
          </div>
          <div className="seg label-choice" role="radiogroup" aria-label={d.name}>
            {scale.grades.map((g) => (
              <button
                key={g.value}
                type="button"
                role="radio"
                aria-checked={dimensionGrades[d.key] === g.value}
                aria-label={`${d.name}: ${g.value} ${g.label}`}
                title={`${g.label}: ${g.definition}`}
                disabled={disabled}
                className={`label-${collapse(g.value)}`}
                onClick={() => onGrade(i + 1, g.value)}
              >
                {g.value}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
