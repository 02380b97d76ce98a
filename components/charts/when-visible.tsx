"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `children` once their place comes within `margin` of the viewport, a placeholder of
 * `height` until then: a chart below the fold loads its library (recharts, ≈ 120 KB gzipped)
 * when the reader scrolls to it, not with the page.
 */
export function WhenVisible({
  children,
  height,
  margin = "300px",
}: {
  children: ReactNode;
  height: number;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    if (typeof IntersectionObserver === "undefined") return setShown(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown, margin]);
  if (shown) return children;
  return <div ref={ref} style={{ height }} aria-busy="true" />;
}
