import type { Command } from "commander";
import type { TBenchmarkPreviewResponse } from "@/lib/benchmark/benchmark-api.types";
import type {
  TCreateCampaignResponse,
  TGetProjectPeopleResponse,
} from "@/lib/campaigns/campaigns-api.types";
import {
  benchmarkCampaignName,
  listOption,
  parseBenchmarkBuild,
  printBenchmarkBuild,
  type TBenchmarkBuildOptions,
} from "../commands/benchmark-build-output";
import type { TRemoteClient } from "./remote-client";

/** The user ids of the project's raters with these emails; an unknown email is an error. */
async function findRaterIds(api: TRemoteClient, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const { raters } = await api.json<TGetProjectPeopleResponse>({ path: "campaigns/people" });
  const wanted = emails.map((e) => e.toLowerCase());
  const unknown = wanted.filter((e) => !raters.some((r) => r.email.toLowerCase() === e));
  if (unknown.length > 0)
    throw new Error(`No rater of this project with email ${unknown.join(", ")}.`);
  return raters.filter((r) => wanted.includes(r.email.toLowerCase())).map((r) => r.userId);
}

/**
 * `--server`'s `campaign build`: the benchmark preview (`POST …/campaigns/benchmark-preview`)
 * printed as the local command prints it, then unless --dry-run the campaign created with the
 * same fingerprint (`POST …/campaigns`; the token's user is its creator, so `--owner` is
 * refused). `--raters` names the project's raters by email (`GET …/campaigns/people`); an email
 * of nobody with the rater role is refused before anything is created.
 */
export function registerRemoteCampaignBuild(
  campaign: Command,
  client: (project: string) => TRemoteClient,
) {
  campaign
    .command("build")
    .description(
      "A benchmark campaign from agent samples (on the server): per bug at most k unique patches that pass the reproduction test, drawn with a seed",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--seed <n>", "seed of the draw (an integer, 0 to 2^31 - 1)")
    .option("--k <n>", "at most this many unique passing patches per bug", "3")
    .option("--tools <names>", "only samples of these tools (comma-separated)", "")
    .option("--models <names>", "only samples of these models (comma-separated)", "")
    .option("--name <name>", "campaign name (default: Benchmark k=<k> seed=<seed>)")
    .option("--raters <emails>", "comma-separated emails of the project's raters", "")
    .option("--raters-per-patch <k>", "distinct raters per patch", "3")
    .option("--owner <email>", "no remote form: the token's user creates the campaign")
    .option("--dry-run", "print the table and the drawn patches; create nothing")
    .option("--json", "print JSON")
    .action(async (opts: TBenchmarkBuildOptions) => {
      if (opts.owner)
        throw new Error("--owner has no remote form: the token's user creates the campaign.");
      const benchmark = parseBenchmarkBuild(opts);
      const api = client(opts.project);
      const preview = await api.json<TBenchmarkPreviewResponse>({
        method: "POST",
        path: "campaigns/benchmark-preview",
        body: benchmark,
      });
      const raterIds = opts.dryRun ? [] : await findRaterIds(api, listOption(opts.raters ?? ""));
      const created = opts.dryRun
        ? null
        : await api.json<TCreateCampaignResponse>({
            method: "POST",
            path: "campaigns",
            body: {
              name: benchmarkCampaignName(opts, benchmark),
              selection: { kind: "benchmark", ...benchmark, fingerprint: preview.fingerprint },
              ratersPerPatch: opts.ratersPerPatch,
              raterIds,
            },
          });
      printBenchmarkBuild({ json: opts.json ?? false, benchmark, preview, created });
    });
}
