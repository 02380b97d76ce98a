// Shared by the bench seeders (judge-scale-seed, policy-cli-seed, judge-throughput-run): importing a
// synthetic slice of bugs and patches through the domain layer, and the mock judge configuration
// the benches run. The domain modules load inside each function, after the caller has prepared its
// database (the caller's DATABASE_URL picks the engine at import).
import { jsonl } from "@/lib/test/diffs";

/** Imports bugs, then patches, as two JSONL uploads (each import is one transaction). */
export async function importBenchDataset(options: {
  projectId: string;
  bugs: readonly object[];
  patches: readonly object[];
}): Promise<void> {
  const { importDataset } = await import("@/lib/import/import-dataset");
  for (const [kind, rows] of [
    ["bugs", options.bugs],
    ["patches", options.patches],
  ] as const)
    await importDataset({
      projectId: options.projectId,
      actorId: null,
      fileName: `${kind}.jsonl`,
      kind,
      bytes: jsonl([...rows]),
    });
}

/** A ground-truth judge configuration on the OpenAI-compatible mock (mock-bench-server.mjs). */
export async function createMockJudgeConfig(options: { projectId: string; name: string }) {
  const { createJudgeConfig } = await import("@/lib/judge/config/create-judge-config");
  const { ZCreateJudgeConfig } = await import("@/lib/judge/schemas");
  return createJudgeConfig({
    projectId: options.projectId,
    actorId: null,
    input: ZCreateJudgeConfig.parse({
      name: options.name,
      provider: "openai-compatible",
      model: "mock-judge",
      reference: "ground_truth",
    }),
  });
}
