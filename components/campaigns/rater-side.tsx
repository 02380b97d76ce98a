"use client";

import { type ReactNode, useRef } from "react";
import { useFitToWindow } from "@/components/ui/use-fit-to-window";

/**
 * The rater's side column on wide windows: sticky below the rater bar and never taller than the
 * window, so its rubric scrolls on its own (the patch stays put) and the decision panel at its
 * foot is always whole in view (app/globals.css, `.rater-side`).
 */
export function RaterSide(props: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFitToWindow({ ref, margin: 12 });
  return (
    <div ref={ref} className="rate-side rater-side">
      {props.children}
    </div>
  );
}
