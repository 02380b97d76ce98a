"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { TUpdateOwnProfile } from "@/lib/users/schemas";
import type { TUpdateOwnProfileResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";

/** Changes the signed-in user's display name, then refreshes the server-rendered top bar. */
export function useUpdateProfile() {
  const router = useRouter();
  return useMutation({
    mutationFn: (input: TUpdateOwnProfile) =>
      fetchJson<TUpdateOwnProfileResponse>("/api/me", {
        method: "PATCH",
        body: JSON.stringify(input),
      }),
    onSuccess: () => router.refresh(),
  });
}
