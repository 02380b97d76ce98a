"use client";

import { useMutation } from "@tanstack/react-query";
import type { TCreateInvite } from "@/lib/users/schemas";
import type { TCreateInviteResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";

/** Makes a one-time invitation link (answered once: the admin copies it). */
export function useCreateInvite() {
  return useMutation({
    mutationFn: (input: Partial<TCreateInvite>) =>
      fetchJson<TCreateInviteResponse>("/api/admin/invites", {
        method: "POST",
        body: JSON.stringify(input),
      }),
  });
}
