import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as TWebStream } from "node:stream/web";
import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { cancelJudgeRun } from "@/lib/judge/queue/cancel-judge-run";
import { retryJudgeJobs } from "@/lib/judge/queue/retry-judge-jobs";
import { exportJudgeResults } from "@/lib/judge/results/export-judge-results";
import { getJudgeRun } from "@/lib/judge/results/get-judge-run";
import { listJudgeRuns } from "@/lib/judge/results/list-judge-runs";
import { ZJudgeExportQuery } from "@/lib/judge/schemas";
import { CONFIRMATIONS } from "../confirmations";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";
import { JSON_ONLY_HELP } from "../json-only-help";

type TRunOptions = { project: string; run: string };

/**
 * `rubricate judge list | show | cancel | retry | results`: the judge pages' run list, a run's
 * header and progress, its cancel (`--yes` for the page's confirmation) and retry, and the
 * results export (the same file as the page's CSV / JSONL download). Joins the `judge` group.
 */
export function registerJudgeRuns(judge: Command) {
  judge
    .command("list")
    .option("--json", JSON_ONLY_HELP)
    .description("A project's judge runs, newest first, with configuration and job counts, as JSON")
    .requiredOption("--project <slug>", "project")
    .action(async (opts: { project: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      printJson(await listJudgeRuns({ projectId }));
    });
  judge
    .command("show")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "A run's header and progress (counts, tokens, cost, stall or pause; no labels), as JSON",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .action(async (opts: TRunOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      printJson(await getJudgeRun({ projectId, runId: opts.run }));
    });
  judge
    .command("cancel")
    .description(
      "Cancel a queued or running run: queued jobs stop, answers already in stay, retry brings the rest back (needs --yes)",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--yes", "confirm (the page asks the same)")
    .action(async (opts: TRunOptions & { yes?: boolean }) => {
      const projectId = await findProjectId({ slug: opts.project });
      if (!opts.yes) {
        // Read first, so a wrong id or a finished run gets its own refusal, not the question.
        const run = await getJudgeRun({ projectId, runId: opts.run });
        if (run.status === "queued" || run.status === "running")
          throw new AppError("INVALID_INPUT", CONFIRMATIONS.cancel);
      }
      printJson(await cancelJudgeRun({ projectId, runId: opts.run, actorId: null }));
    });
  judge
    .command("retry")
    .description(
      "Queue a run's failed and cancelled jobs again (or one patch's with --patch); a worker (npm start or rubricate worker) runs them",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--patch <id>", "only this patch (its id in the dataset)")
    .action(async (opts: TRunOptions & { patch?: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      let patchId: string | undefined;
      if (opts.patch !== undefined) {
        const patch = await prisma.patch.findFirst({
          where: { projectId, externalId: opts.patch },
          select: { id: true },
        });
        if (!patch) throw new AppError("NOT_FOUND", `No patch ${opts.patch} in ${opts.project}.`);
        patchId = patch.id;
      }
      printJson(await retryJudgeJobs({ projectId, runId: opts.run, actorId: null, patchId }));
    });
  judge
    .command("results")
    .description(
      "A run's results as CSV or JSONL on stdout: the same file as the run page's export",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--format <format>", "csv | jsonl", "csv")
    .action(async (opts: TRunOptions & { format: string }) => {
      const { format } = ZJudgeExportQuery.parse({ format: opts.format });
      const projectId = await findProjectId({ slug: opts.project });
      const { stream } = await exportJudgeResults({
        projectId,
        runId: opts.run,
        viewerId: null,
        format,
      });
      // Written as the pages are read, waiting on stdout: memory stays bounded on a pipe.
      await pipeline(Readable.fromWeb(stream as TWebStream<Uint8Array>), process.stdout, {
        end: false,
      });
    });
}
