"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/components/query/fetch-json";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/** A JSON write to a campaign route (create, phase, people, adjudicate); refreshes the campaign's queries. */
export function useCampaignMutation<TBody, TResult>(
  slug: string,
  options: { id?: string; suffix?: string; method: "POST" | "PATCH" | "PUT" },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      fetchJson<TResult>(campaignUrl(slug, options.id, options.suffix ?? ""), {
        method: options.method,
        body: JSON.stringify(body),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: options.id ? campaignKeys.detail(slug, options.id) : campaignKeys.all(slug),
      }),
  });
}
