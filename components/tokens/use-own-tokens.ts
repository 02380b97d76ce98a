"use client";

import { useQuery } from "@tanstack/react-query";
import type { TListOwnApiTokensResponse } from "@/lib/tokens/tokens-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { tokenKeys } from "./token-keys";

/** The signed-in user's API tokens, newest first (never the tokens themselves). */
export function useOwnTokens() {
  return useQuery({
    queryKey: tokenKeys.own(),
    queryFn: () => fetchJson<TListOwnApiTokensResponse>("/api/me/tokens").then((r) => r.tokens),
  });
}
