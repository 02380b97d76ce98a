"use client";

import { useMutation } from "@tanstack/react-query";
import type { TResetUserPasswordResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";

/** Resets a user's password to a generated one, answered once for the admin to hand over. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (v: { userId: string }) =>
      fetchJson<TResetUserPasswordResponse>(
        `/api/admin/users/${encodeURIComponent(v.userId)}/password`,
        { method: "POST", body: JSON.stringify({ confirm: true }) },
      ),
  });
}
