"use client";

import { useLayoutEffect, useRef } from "react";

/** True when typing into a field should not trigger single-key shortcuts. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) &&
      !(target instanceof HTMLInputElement && target.type === "checkbox")));

/**
 * Page-wide keyboard shortcuts. Single keys ("v", "j", "?", "1") fire only
 * outside text fields; "mod+enter" (Ctrl or ⌘ + Enter) and "escape" fire anywhere.
 * "shift+1" … "shift+9" name Shift with a digit key by its position (any keyboard layout).
 * The listener is attached as the component commits (a layout effect), not after the browser has
 * painted: a panel keyed by its item (the rater's next item) would otherwise ignore the keys typed
 * in the moment between showing the item and attaching its listener.
 */
export function useHotkeys(bindings: Record<string, (e: KeyboardEvent) => void>) {
  const ref = useRef(bindings);
  ref.current = bindings;
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const map = ref.current;
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey))
        return void (map["mod+enter"] && (e.preventDefault(), map["mod+enter"](e)));
      if (e.key === "Escape") return void map.escape?.(e);
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const digit = e.shiftKey ? /^Digit([1-9])$/.exec(e.code)?.[1] : undefined;
      if (digit && map[`shift+${digit}`]) {
        e.preventDefault();
        return void map[`shift+${digit}`]!(e);
      }
      const handler =
        map[e.key.length === 1 ? e.key.toLowerCase() : e.key] ??
        (e.key === "?" ? map["?"] : undefined);
      if (handler) {
        e.preventDefault();
        handler(e);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
