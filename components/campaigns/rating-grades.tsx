"use client";

import type { TRatingScale } from "@/lib/scales/schemas";

/** One rating's grade and dimension grades as the adjudicator reads them ("3 Right, with flaws"). */
export function RatingGrades(props: {
  scale: TRatingScale | null;
  grade: number | null;
  dimensionGrades: Record<string, number> | null;
}) {
  const { scale, grade, dimensionGrades } = props;
  if (!scale || grade === null) return null;
  return (
    <span className="subtle" data-testid="rating-grade">
      grade <strong>{grade}</strong> {scale.grades[grade - 1]?.label ?? ""}
      {scale.dimensions.length > 0 &&
        dimensionGrades &&
        ` · ${scale.dimensions.map((d) => `${d.name} ${dimensionGrades[d.key] ?? "–"}`).join(" · ")}`}
    </span>
  );
}
