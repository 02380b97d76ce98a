"use client";

import { type RefObject, useLayoutEffect } from "react";

/**
 * Keeps a sticky element no taller than the window below its top edge, less `margin` px: sets
 * its `--fit-height` as the page scrolls, the window resizes or the content above it changes.
 * The rater's side column uses it, so the rubric scrolls inside the column while the decision
 * panel beneath it stays whole in view and covers nothing.
 */
export function useFitToWindow(options: { ref: RefObject<HTMLElement | null>; margin: number }) {
  const { ref, margin } = options;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Fitted in the scroll event itself (dispatched once per frame, before paint), so the column
    // and the page move in the same frame.
    const fit = () => {
      // Past the end of its row the element scrolls off; it never grows beyond its stuck height.
      const stuckTop = parseFloat(getComputedStyle(element).top) || 0;
      const top = Math.max(element.getBoundingClientRect().top, stuckTop);
      element.style.setProperty(
        "--fit-height",
        `${Math.round(window.innerHeight - top - margin)}px`,
      );
    };
    fit();
    const resized = new ResizeObserver(fit);
    resized.observe(document.documentElement);
    window.addEventListener("scroll", fit, { passive: true });
    window.addEventListener("resize", fit);
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", fit);
      window.removeEventListener("resize", fit);
    };
  }, [ref, margin]);
}
