"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { TGetSessionResponse } from "@/lib/users/users-api.types";
import { ApiError, fetchJson } from "@/components/query/fetch-json";
import { authKeys } from "./auth-keys";

/** How often an open page asks whether its session still holds. */
export const SESSION_POLL_MS = 10_000;

/**
 * Polls the session (and on window focus): once the server refuses it (401: signed out
 * elsewhere, password changed, account deactivated), the page goes to the sign-in page.
 */
export function useSessionWatch() {
  const session = useQuery({
    queryKey: authKeys.session(),
    queryFn: () => fetchJson<TGetSessionResponse>("/api/me/session"),
    refetchInterval: SESSION_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const ended = session.error instanceof ApiError && session.error.status === 401;
  useEffect(() => {
    if (ended) window.location.assign("/login?notice=session-ended");
  }, [ended]);
}
