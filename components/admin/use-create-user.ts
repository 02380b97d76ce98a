"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateUser } from "@/lib/users/schemas";
import type { TCreateUserResponse } from "@/lib/users/users-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { adminKeys } from "./admin-keys";

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<TCreateUser>) =>
      fetchJson<TCreateUserResponse>("/api/admin/users", {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
