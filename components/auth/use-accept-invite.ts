"use client";

import { useMutation } from "@tanstack/react-query";
import type { TAcceptInvite } from "@/lib/users/schemas";
import type { TAcceptInviteResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";

/** Accepts an invitation link; on success the invitee goes to sign in. */
export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: (input: TAcceptInvite) =>
      fetchJson<TAcceptInviteResponse>(`/api/invites/${encodeURIComponent(token)}`, {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: () => window.location.assign("/login?notice=invite-accepted"),
  });
}
