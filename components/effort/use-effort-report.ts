"use client";

import { useQuery } from "@tanstack/react-query";
import type { TGetEffortResponse } from "@/lib/effort/effort-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { effortKeys, effortUrl } from "./effort-keys";

/** The project's effort report (leads and admins). */
export function useEffortReport(slug: string) {
  return useQuery({
    queryKey: effortKeys.report(slug),
    queryFn: () => fetchJson<TGetEffortResponse>(effortUrl(slug)),
  });
}
