import type { QueryClient } from "@tanstack/react-query";
import { agreementKeys } from "@/components/agreement/agreement-keys";
import { alignmentKeys } from "@/components/alignment/alignment-keys";
import { judgeKeys } from "@/components/judge/judge-keys";
import { policyKeys } from "@/components/policy/policy-keys";
import { researchKeys } from "@/components/research/research-keys";
import { compareKeys } from "@/components/run-compare/compare-keys";
import { tuningKeys } from "@/components/tuning/tuning-keys";

/**
 * Every browser query of one project whose figures come from labels, consensus, campaign phases
 * or judge results: the agreement dashboard, research, policy, run comparison, alignment,
 * held-out tuning reports, and the judge runs with their results (consensus columns, graded and
 * requirement agreement). These keep an answer for a minute (staleTime), so a write that changes
 * what they count calls this once it succeeds: a campaign's reveal, close, adjudication or
 * people (who is blinded), an external import, a run's retry or cancel, a run settling. Queries
 * on screen refetch now, the others when next shown. The prefixes are disjoint: nothing is
 * fetched twice.
 */
export function invalidateStatistics(options: {
  queryClient: QueryClient;
  slug: string;
}): Promise<void> {
  const { queryClient, slug } = options;
  const prefixes = [
    agreementKeys.all(slug),
    researchKeys.all(slug),
    policyKeys.all(slug),
    compareKeys.all(slug),
    alignmentKeys.all(slug),
    tuningKeys.all(slug),
    judgeKeys.runs(slug),
  ];
  return Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
