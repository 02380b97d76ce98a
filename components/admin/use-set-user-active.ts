"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSetUserActiveResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { adminKeys } from "./admin-keys";

/** Deactivates or reactivates a user; settles once the user list is fresh again. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: string; active: boolean }) =>
      fetchJson<TSetUserActiveResponse>(`/api/admin/users/${encodeURIComponent(v.userId)}/status`, {
        method: "PUT",
        body: JSON.stringify({ active: v.active }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
