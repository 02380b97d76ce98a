"use client";

import { useEffect } from "react";

/**
 * While `active`, leaving the page asks first: closing or reloading the tab (the browser's own
 * beforeunload prompt) and following an in-app link (a confirm with `message`; cancelling keeps
 * the rater on the page). Links that open elsewhere (new tab, download, another origin, a
 * same-page #anchor) are not leaving, nor links inside an element marked `data-keeps-drafts`
 * (a queue whose every item keeps its own draft, so moving between them loses nothing).
 */
export function useLeaveGuard(options: { active: boolean; message: string }): void {
  const { active, message } = options;

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium versions show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    // Capture phase on the document: runs before React's and next/link's handlers, so a
    // cancelled navigation never starts.
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0) return;
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target && link.target !== "_self") return;
      if (link.hasAttribute("download")) return;
      if (link.closest("[data-keeps-drafts]")) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      const here = window.location;
      if (to.pathname === here.pathname && to.search === here.search && to.hash) return;
      if (window.confirm(message)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [active, message]);
}
