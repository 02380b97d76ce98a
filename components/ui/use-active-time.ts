"use client";

import { useCallback, useEffect, useRef } from "react";
import { createActiveClock, type TActiveClock } from "@/lib/effort/create-active-clock";

const ACTIVITY = ["keydown", "pointerdown", "pointermove", "wheel", "scroll", "touchstart"];

/**
 * Active time on this page (lib/effort `create-active-clock`): it counts only while the tab
 * is visible and the user pressed a key, clicked, moved the pointer or scrolled in the last
 * 60 s. Starts again when `key` changes. `take()` returns the milliseconds since the last take
 * (send them with a save); `giveBack(ms)` returns them after a failed save.
 */
export function useActiveTime(key: string | null) {
  const clock = useRef<TActiveClock | null>(null);
  useEffect(() => {
    const c = createActiveClock({
      now: () => performance.now(),
      visible: document.visibilityState === "visible",
    });
    clock.current = c;
    const onActivity = () => c.activity();
    const onVisibility = () => c.visibility(document.visibilityState === "visible");
    const opts = { capture: true, passive: true } as const;
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, opts);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, opts);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [key]);
  const take = useCallback(() => clock.current?.take() ?? 0, []);
  const giveBack = useCallback((ms: number) => clock.current?.giveBack(ms), []);
  return { take, giveBack };
}
