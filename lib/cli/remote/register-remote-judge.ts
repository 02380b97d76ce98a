import path from "node:path";
import type { Command } from "commander";
import { formatExternalImportReport } from "@/lib/judge/external/format-external-import-report";
import type { TExternalImportReport } from "@/lib/judge/external/import-external-verdicts";
import type { TJudgeRunView } from "@/lib/judge/judge-api.types";
import { parsePatchFilter } from "@/lib/judge/queue/parse-patch-filter";
import { formatRunSummary } from "@/lib/judge/results/format-run-summary";
import { countNoun } from "@/lib/text/count-noun";
import {
  addJudgeImportOptions,
  toExternalRunFields,
  type TJudgeImportOptions,
} from "../add-judge-import-options";
import { checkLabelledOptions, LABELLED_HELP } from "../check-labelled-options";
import { CONFIRMATIONS } from "../confirmations";
import { judgeRunExitCode } from "../judge-run-exit-code";
import { printJson } from "../print-json";
import { fileFormData } from "./file-form-data";
import { followRemoteRun } from "./follow-remote-run";
import { createRemoteClient, type TRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";
import { writeResponse } from "./write-response";
import { JSON_ONLY_HELP } from "../json-only-help";

type TRunOptions = { project: string; run: string };
type TStartOptions = {
  project?: string;
  config?: string;
  configVersion?: string;
  campaign?: string;
  patches?: string;
  concurrency: string;
  detach?: boolean;
  json?: boolean;
  batch?: boolean;
  labelled?: boolean;
};
type TConfigs = { configs: { id: string; name: string; version: number }[] };
type TStarted = {
  run: {
    id: string;
    total: number;
    patches: number;
    skipped: number;
    skippedReason: string | null;
  };
};

const runPath = (id: string) => `judge/runs/${encodeURIComponent(id)}`;

type TResultsPage = { rows: { patchId: string; key: string }[]; nextCursor: string | null };

/**
 * The API's id of a patch named by its dataset id (what `--patch` takes), from the run's result
 * rows, page by page (rows the token's user may not see are not there).
 */
async function findRunPatchKey(options: {
  api: TRemoteClient;
  runId: string;
  patch: string;
}): Promise<string> {
  const { api, runId, patch } = options;
  let cursor: string | undefined;
  for (;;) {
    const page = await api.json<TResultsPage>({
      path: `${runPath(runId)}/results`,
      query: { limit: "500", cursor },
    });
    const row = page.rows.find((r) => r.patchId === patch);
    if (row) return row.key;
    if (!page.nextCursor) throw new Error(`No patch ${patch} in run ${runId}.`);
    cursor = page.nextCursor;
  }
}

/**
 * `--server`'s `judge` (start a run; the server's workers run it, this process follows its
 * progress) and `judge list | show | results | retry | cancel`: the judge routes, printed as the
 * local commands print them.
 */
export function registerRemoteJudge(program: Command, target: TRemoteTarget) {
  const client = (project: string) => createRemoteClient({ ...target, project });
  const judge = program
    .command("judge")
    .description("Start a judge run on the server and follow it until it ends")
    .option("--project <slug>", "project (required)")
    .option("--config <name>", "judge configuration name (required)")
    .option("--config-version <n>", "configuration version (default: the newest)")
    .option("--campaign <id>", "only this campaign's patches")
    .option("--patches <filter>", "all | golden | bug-type:A,B | bugs:ID,ID | patches:ID,ID", "all")
    .option("--concurrency <n>", "LLM calls in flight for this run", "8")
    .option("--detach", "queue the run and exit (the server's workers run it)")
    .option("--json", "print the final run summary as JSON")
    .option("--batch", "send the run through the provider's batch API")
    .option("--labelled", LABELLED_HELP)
    .enablePositionalOptions()
    .action(async (opts: TStartOptions) => {
      for (const name of ["project", "config"] as const)
        if (!opts[name]) throw new Error(`required option '--${name}' not specified`);
      checkLabelledOptions(opts);
      const api = client(opts.project!);
      const { configs } = await api.json<TConfigs>({ path: "judge/configs" });
      const config = configs
        .filter(
          (c) =>
            c.name === opts.config &&
            (!opts.configVersion || c.version === Number(opts.configVersion)),
        )
        .sort((a, b) => b.version - a.version)[0];
      if (!config)
        throw new Error(
          `No judge configuration ${opts.config}${opts.configVersion ? ` version ${opts.configVersion}` : ""} in ${opts.project}.`,
        );
      const { run: started } = opts.labelled
        ? await api.json<TStarted>({
            method: "POST",
            path: "judge/alignment/rescore",
            body: { configId: config.id, campaignId: opts.campaign, concurrency: opts.concurrency },
          })
        : await api.json<TStarted>({
            method: "POST",
            path: "judge/runs",
            body: {
              configId: config.id,
              campaignId: opts.campaign ?? null,
              filter: parsePatchFilter({ text: opts.patches ?? "" }),
              concurrency: opts.concurrency,
              mode: opts.batch ? "batch" : "online",
            },
          });
      const skipped =
        started.skipped > 0 ? ` (${started.skipped} left out: ${started.skippedReason})` : "";
      console.error(
        `Run ${started.id}: ${countNoun({ count: started.patches, one: "patch", other: "patches" })}, ${countNoun({ count: started.total, one: "job" })}${skipped}.`,
      );
      if (opts.detach)
        return console.log(opts.json ? JSON.stringify({ run: started }, null, 2) : started.id);
      const run = await followRemoteRun({
        getRun: async () =>
          (await api.json<{ run: TJudgeRunView }>({ path: runPath(started.id) })).run,
      });
      console.log(opts.json ? JSON.stringify(run, null, 2) : formatRunSummary({ run }));
      process.exitCode = judgeRunExitCode({ status: run.status });
    });

  addJudgeImportOptions(
    judge
      .command("import")
      .description("Import another system's verdicts as external judge run(s) (streamed)"),
  ).action(async (file: string, opts: TJudgeImportOptions) => {
    const body = await fileFormData({
      file,
      fileName: path.basename(file),
      fields: toExternalRunFields(opts),
    });
    const { report } = await client(opts.project).json<{ report: TExternalImportReport }>({
      method: "POST",
      path: "judge/imports",
      body,
    });
    console.log(
      opts.json ? JSON.stringify(report, null, 2) : formatExternalImportReport({ report }),
    );
    if (report.errorCount > 0) process.exitCode = 1;
  });
  judge
    .command("list")
    .option("--json", JSON_ONLY_HELP)
    .description("A project's judge runs, newest first, as JSON")
    .requiredOption("--project <slug>", "project")
    .action(async (opts: { project: string }) => {
      const { runs } = await client(opts.project).json<{ runs: unknown[] }>({
        path: "judge/runs",
      });
      printJson(runs);
    });
  judge
    .command("show")
    .option("--json", JSON_ONLY_HELP)
    .description("A run's header and progress, as JSON")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .action(async (opts: TRunOptions) => {
      const { run } = await client(opts.project).json<{ run: unknown }>({
        path: runPath(opts.run),
      });
      printJson(run);
    });
  judge
    .command("cancel")
    .description("Cancel a queued or running run (needs --yes)")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--yes", "confirm (the page asks the same)")
    .action(async (opts: TRunOptions & { yes?: boolean }) => {
      const api = client(opts.project);
      if (!opts.yes) {
        const { run } = await api.json<{ run: { status: string } }>({ path: runPath(opts.run) });
        if (run.status === "queued" || run.status === "running")
          throw new Error(CONFIRMATIONS.cancel);
      }
      printJson(await api.json({ method: "POST", path: `${runPath(opts.run)}/cancel` }));
    });
  judge
    .command("retry")
    .description("Queue a run's failed and cancelled jobs again (or one patch's with --patch)")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--patch <id>", "only this patch (its id in the dataset)")
    .action(async (opts: TRunOptions & { patch?: string }) => {
      const api = client(opts.project);
      const patchId =
        opts.patch === undefined
          ? undefined
          : await findRunPatchKey({ api, runId: opts.run, patch: opts.patch });
      printJson(
        await api.json({ method: "POST", path: `${runPath(opts.run)}/retry`, body: { patchId } }),
      );
    });
  judge
    .command("compare")
    .description(
      "Two runs side by side, as the compare page's route gives them: JSON, or the per-patch table as CSV",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run-a <id>", "judge run A")
    .requiredOption("--run-b <id>", "judge run B")
    .option("--campaign <id>", "campaign whose consensus is the reference")
    .option(
      "--missing <labels>",
      "comma-separated labels counted as missing in the consensus; empty for none (default UNSURE)",
    )
    .option("--format <format>", "json | csv", "json")
    .option("--flipped-only", "CSV: only the patches whose verdict flipped")
    .option("--seed <n>", "bootstrap seed of the κ and accuracy differences (default 1)")
    .option("--replicates <n>", "bootstrap replicates (default 2000)")
    .action(
      async (opts: {
        project: string;
        runA: string;
        runB: string;
        campaign?: string;
        missing?: string;
        format: string;
        flippedOnly?: boolean;
        seed?: string;
        replicates?: string;
      }) => {
        const query = {
          runA: opts.runA,
          runB: opts.runB,
          campaign: opts.campaign,
          missing: opts.missing,
          seed: opts.seed,
          replicates: opts.replicates,
          format: opts.format,
          flipped: opts.flippedOnly ? "1" : undefined,
        };
        const api = client(opts.project);
        if (opts.format === "json")
          return printJson(await api.json({ path: "judge/compare", query }));
        await writeResponse({ res: await api.request({ path: "judge/compare", query }) });
      },
    );
  judge
    .command("results")
    .description("A run's results as CSV or JSONL, the run page's export")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--format <format>", "csv | jsonl", "csv")
    .action(async (opts: TRunOptions & { format: string }) => {
      const res = await client(opts.project).request({
        path: `${runPath(opts.run)}/export`,
        query: { format: opts.format },
      });
      await writeResponse({ res });
    });
}
