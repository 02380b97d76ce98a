import type { Command } from "commander";
import { previewBenchmark } from "@/lib/benchmark/preview-benchmark";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { findCampaignPeople } from "../find-campaign-people";
import { findProjectId } from "../find-project-id";
import {
  benchmarkCampaignName,
  parseBenchmarkBuild,
  printBenchmarkBuild,
  type TBenchmarkBuildOptions,
} from "./benchmark-build-output";

/**
 * `rubricate campaign build`: a benchmark campaign from agent samples (paper 001 §4.1, lib/benchmark):
 * prints the Table 4 summary (JSON with --json) and creates the campaign unless --dry-run. The
 * create redraws on the server side of the domain and must match the printed set (fingerprint).
 */
export function registerCampaignBuild(campaign: Command) {
  campaign
    .command("build")
    .description(
      "A benchmark campaign from agent samples: per bug at most k unique patches that pass the reproduction test, drawn with a seed",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--seed <n>", "seed of the draw (an integer, 0 to 2^31 - 1)")
    .option("--k <n>", "at most this many unique passing patches per bug", "3")
    .option("--tools <names>", "only samples of these tools (comma-separated)", "")
    .option("--models <names>", "only samples of these models (comma-separated)", "")
    .option("--name <name>", "campaign name (default: Benchmark k=<k> seed=<seed>)")
    .option("--raters <emails>", "comma-separated emails of users with the rater role", "")
    .option("--raters-per-patch <k>", "distinct raters per patch", "3")
    .option("--owner <email>", "user recorded as the creator (default: the first site admin)")
    .option("--dry-run", "print the table and the drawn patches; create nothing")
    .option("--json", "print JSON")
    .action(async (opts: TBenchmarkBuildOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const benchmark = parseBenchmarkBuild(opts);
      const preview = await previewBenchmark({ projectId, benchmark });
      let created: Awaited<ReturnType<typeof createCampaign>> | null = null;
      if (!opts.dryRun) {
        const { raterIds, ownerId } = await findCampaignPeople({
          projectId,
          raters: opts.raters ?? "",
          owner: opts.owner,
        });
        const input = ZCreateCampaign.parse({
          name: benchmarkCampaignName(opts, benchmark),
          selection: { kind: "benchmark", ...benchmark, fingerprint: preview.fingerprint },
          ratersPerPatch: opts.ratersPerPatch,
          raterIds,
        });
        created = await createCampaign({ projectId, actorId: ownerId, input });
      }
      printBenchmarkBuild({ json: opts.json ?? false, benchmark, preview, created });
    });
}
