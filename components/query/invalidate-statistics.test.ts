import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { agreementKeys } from "@/components/agreement/agreement-keys";
import { alignmentKeys } from "@/components/alignment/alignment-keys";
import { bugKeys } from "@/components/bugs/bug-keys";
import { campaignKeys } from "@/components/campaigns/campaign-keys";
import { judgeKeys } from "@/components/judge/judge-keys";
import { policyKeys } from "@/components/policy/policy-keys";
import { researchKeys } from "@/components/research/research-keys";
import { compareKeys } from "@/components/run-compare/compare-keys";
import { tuningKeys } from "@/components/tuning/tuning-keys";
import { invalidateStatistics } from "./invalidate-statistics";

describe("invalidateStatistics", () => {
  it("marks every figure that reads labels, consensus or results stale, in this project only", async () => {
    const client = new QueryClient();
    const stats = [
      agreementKeys.dashboard("p", { missing: [], seed: 7 }),
      researchKeys.report("p", { missing: "", seed: "7" }),
      policyKeys.evaluation("p", { runId: "r" }),
      compareKeys.comparison("p", { runA: "a", runB: "b", missing: [], replicates: 150 }),
      alignmentKeys.report("p", { config: "c" }),
      tuningKeys.heldOut("p", "c", 2),
      judgeKeys.runs("p"),
      judgeKeys.results("p", "r", { disagreements: true, limit: 50, cursor: null }),
      judgeKeys.grades("p", "r"),
    ];
    const others = [
      campaignKeys.detail("p", "c"),
      judgeKeys.configs("p"),
      bugKeys.all("p"),
      agreementKeys.dashboard("other", {}),
      researchKeys.report("other", {}),
    ];
    for (const key of [...stats, ...others]) client.setQueryData(key, { at: 0 });
    await invalidateStatistics({ queryClient: client, slug: "p" });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)!.isInvalidated;
    expect(stats.filter((k) => !stale(k))).toEqual([]);
    expect(others.filter(stale)).toEqual([]);
  });
});
