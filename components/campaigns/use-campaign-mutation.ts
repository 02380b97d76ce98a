"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/components/query/fetch-json";
import { invalidateStatistics } from "@/components/query/invalidate-statistics";
import { campaignKeys, campaignUrl } from "./campaign-keys";

/**
 * A JSON write to a campaign route (create, phase, people, adjudicate); refreshes the campaign's
 * queries and every statistic of the project (invalidate-statistics): a reveal or close changes
 * which consensus the dashboards read, an adjudication the consensus itself, and a new campaign
 * or its people who is blinded to which patches.
 */
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
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: options.id ? campaignKeys.detail(slug, options.id) : campaignKeys.all(slug),
        }),
        invalidateStatistics({ queryClient, slug }),
      ]),
  });
}
