"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSetProjectRolesResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { adminKeys } from "./admin-keys";

type TVars = { userId: string; projectSlug: string; roles: string[] };

/** Sets a user's roles in a project; settles only after the user list is fresh again. */
export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: TVars) =>
      fetchJson<TSetProjectRolesResponse>(
        `/api/admin/users/${encodeURIComponent(v.userId)}/roles`,
        {
          method: "PUT",
          body: JSON.stringify({ projectSlug: v.projectSlug, roles: v.roles }),
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
