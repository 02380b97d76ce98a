"use client";

import { useQuery } from "@tanstack/react-query";
import type { TListFixSpecsResponse } from "@/lib/fix-specs/fix-specs-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { judgeKeys, judgeUrl } from "./judge-keys";

/** The project's fix specifications, newest first; `bug` (a dataset id) narrows to one bug. */
export function useFixSpecs(slug: string, bug: string) {
  return useQuery({
    queryKey: judgeKeys.fixSpecs(slug, bug),
    queryFn: () => fetchJson<TListFixSpecsResponse>(judgeUrl.fixSpecs(slug, bug)),
  });
}
