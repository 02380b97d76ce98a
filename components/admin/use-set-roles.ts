"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TUserRow } from "@/lib/users/list-users";
import { fetchJson } from "@/components/query/fetch-json";
import { adminKeys } from "./admin-keys";

type TVars = { userId: string; projectSlug: string; roles: string[] };

/** Sets a user's roles in a project, showing the change at once and rolling back on error. */
export function useSetRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: TVars) =>
      fetchJson(`/api/admin/users/${encodeURIComponent(v.userId)}/roles`, {
        method: "PUT",
        body: JSON.stringify({ projectSlug: v.projectSlug, roles: v.roles }),
      }),
    onMutate: async (v) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.users() });
      const previous = queryClient.getQueryData<TUserRow[]>(adminKeys.users());
      queryClient.setQueryData<TUserRow[]>(adminKeys.users(), (users) =>
        users?.map((u) =>
          u.id !== v.userId ? u : { ...u, roles: [...u.roles.filter((r) => r.projectSlug !== v.projectSlug), ...v.roles.map((role) => ({ projectSlug: v.projectSlug, role }))] },
        ),
      );
      return { previous };
    },
    onError: (_err, _v, ctx) => ctx?.previous && queryClient.setQueryData(adminKeys.users(), ctx.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
