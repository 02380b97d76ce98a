"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCreateApiToken } from "@/lib/tokens/schemas";
import type { TCreateApiTokenResponse } from "@/lib/tokens/tokens-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { tokenKeys } from "./token-keys";

/** Creates one of the user's own tokens; the answer carries the token itself, this once. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateApiToken) =>
      fetchJson<TCreateApiTokenResponse>("/api/me/tokens", {
        method: "POST",
        body: JSON.stringify(input),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all() }),
  });
}
