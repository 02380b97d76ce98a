import { createHash } from "node:crypto";
import { loadBenchmarkSamples } from "./load-benchmark-samples";
import type { TBenchmarkOptions } from "./schemas";
import { selectBenchmarkPatches, type TBenchmarkSelection } from "./select-benchmark-patches";

/**
 * A project's benchmark patch set for these options (lib/benchmark `select-benchmark-patches`)
 * with its Table 4 summary, and a fingerprint of the drawn set (sha256 of the sorted patch ids,
 * first 16 hex digits) that a campaign created from the preview must match.
 */
export async function previewBenchmark(options: {
  projectId: string;
  benchmark: TBenchmarkOptions;
}): Promise<TBenchmarkSelection & { fingerprint: string }> {
  const { projectId, benchmark } = options;
  const { samples, bugs } = await loadBenchmarkSamples({ projectId });
  const selection = selectBenchmarkPatches({ samples, bugs, ...benchmark });
  const fingerprint = createHash("sha256")
    .update([...selection.patchIds].sort().join("\n"))
    .digest("hex")
    .slice(0, 16);
  return { ...selection, fingerprint };
}
