"use client";

import { useMutation } from "@tanstack/react-query";
import type { TChangeOwnPassword } from "@/lib/users/schemas";
import type { TChangeOwnPasswordResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";

/** Changes the signed-in user's password; the server ends every session, so sign in again. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangeOwnPassword) =>
      fetchJson<TChangeOwnPasswordResponse>("/api/me/password", {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: () => window.location.assign("/login?notice=password-changed"),
  });
}
