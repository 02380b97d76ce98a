"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { invalidateStatistics } from "@/components/query/invalidate-statistics";

/**
 * Refreshes every statistic of the project (invalidate-statistics) when a run that was live
 * (queued or running) in the last answer no longer is: it finished, failed or was cancelled, so
 * its results are final and the dashboards' defaults may now include it. `liveRunIds`: the
 * runs live in the current answer, `undefined` before the first one. Nothing happens on the
 * first answer, nor while a run is only making progress.
 */
export function useRefreshWhenRunsSettle(options: {
  slug: string;
  liveRunIds: readonly string[] | undefined;
}) {
  const { slug, liveRunIds } = options;
  const queryClient = useQueryClient();
  const previous = useRef<readonly string[] | undefined>(undefined);
  const key = liveRunIds?.join(",");
  useEffect(() => {
    const now = key === undefined ? undefined : key.split(",").filter(Boolean);
    if (previous.current && now && previous.current.some((id) => !now.includes(id)))
      void invalidateStatistics({ queryClient, slug });
    if (now) previous.current = now;
  }, [key, queryClient, slug]);
}
