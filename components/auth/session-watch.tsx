"use client";

import { useSessionWatch } from "./use-session-watch";

/** Signs an open page out as soon as its session ends on the server (renders nothing). */
export function SessionWatch() {
  useSessionWatch();
  return null;
}
