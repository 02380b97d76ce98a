import { formatRunSummary } from "@/lib/judge/results/format-run-summary";
import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { createJudgeConfig } from "@/lib/judge/config/create-judge-config";
import { listJudgeConfigs } from "@/lib/judge/config/list-judge-configs";
import { printJson } from "../print-json";
import { createBatchWorker } from "@/lib/judge/batch/create-batch-worker";
import { createJudgeWorker } from "@/lib/judge/worker/create-judge-worker";
import { formatRunViewProgress } from "@/lib/judge/results/format-run-view-progress";
import { getJudgeRun } from "@/lib/judge/results/get-judge-run";
import { parsePatchFilter } from "@/lib/judge/queue/parse-patch-filter";
import { ZCreateJudgeConfigResponse } from "@/lib/judge/judge-api.types";
import { ZStartJudgeRun } from "@/lib/judge/schemas";
import { startJudgeRun } from "@/lib/judge/queue/start-judge-run";
import { rescoreLabelledPatches } from "@/lib/alignment/rescore-labelled-patches";
import { ZRescoreAlignment } from "@/lib/alignment/schemas";
import { checkLabelledOptions, LABELLED_HELP } from "../check-labelled-options";
import { findProjectId } from "../find-project-id";
import { judgeRunExitCode } from "../judge-run-exit-code";
import { registerJudgeImport } from "./judge-import";
import { registerJudgeThemes } from "./judge-themes";
import { registerJudgeFlags } from "./judge-flags";
import { registerJudgeRequirements } from "./judge-requirements";
import { registerJudgeGrades } from "./judge-grades";
import { countNoun } from "@/lib/text/count-noun";
import { registerJudgeRuns } from "./judge-runs";
import { registerJudgeCompare } from "./judge-compare";
import { registerJudgeTune } from "./judge-tune";
import { registerJudgeRefine } from "./judge-refine";
import {
  defineJudgeConfigCommands,
  formatJudgeConfigLine,
  readJudgeConfigBody,
  savedConfigLine,
  type TJudgeConfigCreateOptions,
} from "./judge-config-options";

type TJudgeOptions = {
  project: string;
  config: string;
  configVersion?: string;
  campaign?: string;
  patches?: string;
  concurrency: string;
  detach?: boolean;
  json?: boolean;
  batch?: boolean;
  labelled?: boolean;
};

/** Runs a worker in this process until the run has no open job, drawing progress on stderr. */
async function followRun(projectId: string, runId: string): Promise<void> {
  const worker = createJudgeWorker();
  const batches = createBatchWorker();
  const tty = process.stderr.isTTY;
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
  };
  process.once("SIGINT", interrupt);
  let lastLine = "";
  for (;;) {
    const run = await getJudgeRun({ projectId, runId });
    const line = formatRunViewProgress({ run });
    if (line !== lastLine) process.stderr.write(tty ? `\r${line}` : `${line}\n`);
    lastLine = line;
    if (run.status !== "queued" && run.status !== "running") break;
    if (interrupted) {
      process.stderr.write(
        "\nInterrupted: the run stays queued and continues when a worker runs (npm start or rubricate worker).\n",
      );
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (tty) process.stderr.write("\n");
  process.off("SIGINT", interrupt);
  await Promise.all([worker.stop(), batches.stop()]);
}

export function registerJudge(program: Command) {
  const judge = program
    .command("judge")
    .description(
      "Judge a project's patches with a saved configuration, showing progress until the run ends",
    )
    // Checked in the action, not as required options: commander would demand them of `judge import` too.
    .option("--project <slug>", "project (required)")
    .option("--config <name>", "judge configuration name (required)")
    .option("--config-version <n>", "configuration version (default: the newest)")
    .option(
      "--campaign <id>",
      "only this campaign's patches; results are compared with its consensus",
    )
    .option("--patches <filter>", "all | golden | bug-type:A,B | bugs:ID,ID | patches:ID,ID", "all")
    .option("--concurrency <n>", "LLM calls in flight for this run", "8")
    .option(
      "--detach",
      "queue the run and exit (a worker in npm start or rubricate worker does it)",
    )
    .option("--json", "print the final run summary as JSON")
    .option(
      "--batch",
      "send the run through the provider's batch API (OpenAI Batch, Anthropic Message Batches) at its lower price",
    )
    .option("--labelled", LABELLED_HELP)
    .enablePositionalOptions()
    .action(async (opts: TJudgeOptions) => {
      for (const name of ["project", "config"] as const)
        if (!opts[name]) throw new Error(`required option '--${name}' not specified`);
      checkLabelledOptions(opts);
      const projectId = await findProjectId({ slug: opts.project });
      const config = await prisma.judgeConfig.findFirst({
        where: {
          projectId,
          name: opts.config,
          ...(opts.configVersion ? { version: Number(opts.configVersion) } : {}),
        },
        orderBy: { version: "desc" },
        select: { id: true, version: true },
      });
      if (!config)
        throw new Error(
          `No judge configuration ${opts.config}${opts.configVersion ? ` version ${opts.configVersion}` : ""} in ${opts.project}.`,
        );
      const started = opts.labelled
        ? await rescoreLabelledPatches({
            projectId,
            actorId: null,
            input: ZRescoreAlignment.parse({
              configId: config.id,
              campaignId: opts.campaign,
              concurrency: opts.concurrency,
            }),
          })
        : await startJudgeRun({
            projectId,
            actorId: null,
            input: ZStartJudgeRun.parse({
              configId: config.id,
              campaignId: opts.campaign ?? null,
              filter: parsePatchFilter({ text: opts.patches ?? "" }),
              concurrency: opts.concurrency,
              mode: opts.batch ? "batch" : "online",
            }),
          });
      const skipped =
        started.skipped > 0 ? ` (${started.skipped} left out: ${started.skippedReason})` : "";
      console.error(
        `Run ${started.id}: ${countNoun({ count: started.patches, one: "patch", other: "patches" })}, ${countNoun({ count: started.total, one: "job" })}${skipped}.`,
      );
      if (opts.detach)
        return console.log(opts.json ? JSON.stringify({ run: started }, null, 2) : started.id);
      await followRun(projectId, started.id);
      const run = await getJudgeRun({ projectId, runId: started.id });
      console.log(opts.json ? JSON.stringify(run, null, 2) : formatRunSummary({ run }));
      process.exitCode = judgeRunExitCode({ status: run.status });
    });
  registerJudgeImport(judge);
  registerJudgeThemes(judge);
  registerJudgeFlags(judge);
  registerJudgeRequirements(judge);
  registerJudgeGrades(judge);
  registerJudgeRuns(judge);
  registerJudgeCompare(judge);
  registerJudgeTune(judge);
  registerJudgeRefine(judge);

  const { create, list } = defineJudgeConfigCommands(program);
  create.action(async (opts: TJudgeConfigCreateOptions) => {
    const projectId = await findProjectId({ slug: opts.project });
    const input = readJudgeConfigBody(opts);
    const created = await createJudgeConfig({ projectId, actorId: null, input });
    if (opts.json) return printJson(ZCreateJudgeConfigResponse.parse({ config: created }));
    console.log(savedConfigLine(created));
  });
  list.action(async (opts: { project: string; json?: boolean }) => {
    const projectId = await findProjectId({ slug: opts.project });
    const { configs } = await listJudgeConfigs({ projectId });
    if (opts.json) return printJson(configs);
    for (const c of configs) console.log(formatJudgeConfigLine(c));
  });
}
