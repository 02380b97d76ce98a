import type { Command } from "commander";
import { previewBenchmark } from "@/lib/benchmark/preview-benchmark";
import { ZBenchmarkOptions } from "@/lib/benchmark/schemas";
import { toBenchmarkTable } from "@/lib/benchmark/to-benchmark-table";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { ZCreateCampaign } from "@/lib/campaigns/schemas";
import { formatMarkdownTable } from "@/lib/tables/format-markdown-table";
import { countNoun } from "@/lib/text/count-noun";
import { findCampaignPeople } from "../find-campaign-people";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";

type TBuildOptions = {
  project: string;
  k: string;
  seed: string;
  tools: string;
  models: string;
  name?: string;
  raters: string;
  ratersPerPatch: string;
  owner?: string;
  dryRun?: boolean;
  json?: boolean;
};

const list = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

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
    .action(async (opts: TBuildOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const benchmark = ZBenchmarkOptions.parse({
        k: opts.k,
        seed: opts.seed,
        tools: list(opts.tools),
        models: list(opts.models),
      });
      const preview = await previewBenchmark({ projectId, benchmark });
      let created: Awaited<ReturnType<typeof createCampaign>> | null = null;
      if (!opts.dryRun) {
        const { raterIds, ownerId } = await findCampaignPeople(opts);
        const input = ZCreateCampaign.parse({
          name: opts.name ?? `Benchmark k=${benchmark.k} seed=${benchmark.seed}`,
          selection: { kind: "benchmark", ...benchmark, fingerprint: preview.fingerprint },
          ratersPerPatch: opts.ratersPerPatch,
          raterIds,
        });
        created = await createCampaign({ projectId, actorId: ownerId, input });
      }
      if (opts.json) {
        printJson({
          ...benchmark,
          ...preview,
          campaign: created && {
            id: created.id,
            patches: created.patches,
            assignments: created.assignments,
          },
        });
        return;
      }
      process.stdout.write(
        formatMarkdownTable({ table: toBenchmarkTable({ ...preview, ...benchmark }) }),
      );
      console.log(
        created
          ? `Created campaign ${created.id}: ${countNoun({ count: created.patches, one: "patch", other: "patches" })}, ${countNoun({ count: created.assignments, one: "assignment" })}.`
          : `Dry run: ${countNoun({ count: preview.patchIds.length, one: "patch", other: "patches" })} would be drawn; nothing created.`,
      );
    });
}
