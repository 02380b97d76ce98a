"use client";

import { type ReactNode, useRef } from "react";
import { useHotkeys } from "./use-hotkeys";

/**
 * The rubric and its context in the rater's side column (RaterSide): a region that scrolls on its
 * own above the decision panel. R gives it the focus, so the arrow keys and Page Up / Down then
 * scroll the rubric and not the page. Used by the rater page and study labelling alike.
 */
export function RubricRegion(props: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useHotkeys({ r: () => ref.current?.focus() });
  return (
    <div ref={ref} className="rater-context" role="region" aria-label="Rubric" tabIndex={0}>
      {props.children}
    </div>
  );
}
