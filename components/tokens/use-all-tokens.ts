"use client";

import { useQuery } from "@tanstack/react-query";
import type { TListAllApiTokensResponse } from "@/lib/tokens/tokens-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { tokenKeys } from "./token-keys";

/** Every user's API tokens with their user (site admins). */
export function useAllTokens() {
  return useQuery({
    queryKey: tokenKeys.everyone(),
    queryFn: () => fetchJson<TListAllApiTokensResponse>("/api/admin/tokens").then((r) => r.tokens),
  });
}
