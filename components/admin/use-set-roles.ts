"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/components/query/fetch-json";
import { adminKeys } from "./admin-keys";

export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: string; projectSlug: string; roles: string[] }) =>
      fetchJson(`/api/admin/users/${encodeURIComponent(v.userId)}/roles`, {
        method: "PUT",
        body: JSON.stringify({ projectSlug: v.projectSlug, roles: v.roles }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
