"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";

/**
 * A page's state in its query string. `search` is the query string; `replace(changes)` rewrites
 * it in place with history.replaceState (no server round trip), a null or undefined value
 * removing that parameter. Next brings useSearchParams in step inside a transition, so until it
 * has, `search` is the query string just written: a controlled radio or select shows the choice
 * at once instead of springing back to the old one for a moment.
 */
export function useSearchState(): {
  search: string;
  replace: (changes: Record<string, string | null | undefined>) => void;
} {
  const current = useSearchParams().toString();
  const [written, setWritten] = useState<{ over: string; search: string } | null>(null);
  const search = written && written.over === current ? written.search : current;
  const replace = (changes: Record<string, string | null | undefined>) => {
    const url = new URL(window.location.href);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === undefined) url.searchParams.delete(k);
      else url.searchParams.set(k, v);
    }
    setWritten({ over: current, search: url.searchParams.toString() });
    window.history.replaceState(null, "", url);
  };
  return { search, replace };
}
