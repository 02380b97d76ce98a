"use client";

import { useCallback, useEffect, useRef } from "react";

/** Milliseconds the item has been on screen with the tab visible; `take()` returns them and starts again. */
export function useTimeOnItem(itemKey: string | null) {
  const spent = useRef(0);
  const since = useRef<number | null>(null);
  useEffect(() => {
    spent.current = 0;
    since.current = document.visibilityState === "visible" ? performance.now() : null;
    const onVisibility = () => {
      if (document.visibilityState === "hidden" && since.current !== null) {
        spent.current += performance.now() - since.current;
        since.current = null;
      } else if (document.visibilityState === "visible" && since.current === null)
        since.current = performance.now();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, [itemKey]);
  return useCallback(() => {
    const now = performance.now();
    const total = spent.current + (since.current === null ? 0 : now - since.current);
    spent.current = 0;
    since.current = document.visibilityState === "visible" ? now : null;
    return Math.round(total);
  }, []);
}
