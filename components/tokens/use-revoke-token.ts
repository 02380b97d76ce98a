"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TApiToken, TRevokeApiTokenResponse } from "@/lib/tokens/tokens-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { tokenKeys } from "./token-keys";

/**
 * Revokes a token: the user's own (`/api/me/tokens`) or, for a site admin, anyone's
 * (`/api/admin/tokens`). The revoked row shows at once in both lists, then they are refetched.
 */
export function useRevokeToken(options: { as: "owner" | "admin" }) {
  const queryClient = useQueryClient();
  const base = options.as === "admin" ? "/api/admin/tokens" : "/api/me/tokens";
  return useMutation({
    mutationFn: (v: { tokenId: string }) =>
      fetchJson<TRevokeApiTokenResponse>(`${base}/${encodeURIComponent(v.tokenId)}`, {
        method: "DELETE",
      }),
    onSuccess: (r) => {
      const mark = <T extends TApiToken>(rows: T[] | undefined) =>
        rows?.map((t) =>
          t.id === r.id ? { ...t, revokedAt: r.revokedAt, status: "revoked" as const } : t,
        );
      queryClient.setQueryData(tokenKeys.own(), mark);
      queryClient.setQueryData(tokenKeys.everyone(), mark);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all() }),
  });
}
