import type { Command } from "commander";
import { countNoun } from "@/lib/text/count-noun";
import { getDraftBatch, type TDraftBatch } from "@/lib/rubrics/get-draft-batch";
import { listRubrics } from "@/lib/rubrics/list-rubrics";
import { requestDrafts } from "@/lib/rubrics/request-drafts";
import { ZRequestDrafts, ZRubricFormat } from "@/lib/rubrics/schemas";
import { startDraftWorker } from "@/lib/rubrics/start-draft-worker";
import { AppError } from "@/lib/errors/app-error";
import { findProjectId } from "../find-project-id";
import { findRubricGroup } from "./rubric-group";
import { printJson } from "../print-json";

type TDraftOptions = {
  project: string;
  bug?: string;
  all?: boolean;
  engine?: string;
  format: string;
  bypassCache?: boolean;
  detach?: boolean;
};

const progressLine = (b: TDraftBatch) =>
  `Drafts: ${b.done} of ${b.total} done${b.failed > 0 ? `, ${b.failed} failed` : ""}${b.running > 0 ? `, ${b.running} drafting` : ""}`;

/** Drafts the batch in this process (the server's draft worker), drawing progress on stderr. */
async function followBatch(projectId: string, batchId: string): Promise<TDraftBatch> {
  const worker = startDraftWorker();
  const tty = process.stderr.isTTY;
  let last = "";
  try {
    for (;;) {
      const batch = await getDraftBatch({ projectId, batchId });
      const line = progressLine(batch);
      if (line !== last) process.stderr.write(tty ? `\r${line}` : `${line}\n`);
      last = line;
      if (batch.pending + batch.running === 0) return batch;
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    if (tty) process.stderr.write("\n");
    await worker.stop();
  }
}

/**
 * `rubricate rubric draft | list`: the bug page's rubric drafting (the same request and worker
 * as the page's "Draft rubrics", progress on stderr) and the rubric list. Joins the `rubric`
 * group (`show` is in rubric-edit.ts).
 */
export function registerRubricDraft(program: Command) {
  const rubric = findRubricGroup(program);
  rubric
    .command("draft")
    .description(
      "Draft rubrics for bugs without one (--bug ID[,ID] or --all) with the LLM or the offline drafter, showing progress on stderr until done; the batch as JSON",
    )
    .requiredOption("--project <slug>", "project")
    .option("--bug <ids>", "bug ids (their ids in the dataset), comma-separated")
    .option("--all", "every bug without a rubric of this format")
    .option("--engine <engine>", "llm | offline (default: llm when one is configured)")
    .option("--format <format>", "templated or freeform", "templated")
    .option("--bypass-cache", "ask the LLM again instead of reusing a cached answer")
    .option(
      "--detach",
      "queue the drafts and exit (a worker in npm start or rubricate worker drafts them)",
    )
    .action(async (opts: TDraftOptions) => {
      if (Boolean(opts.bug) === Boolean(opts.all))
        throw new AppError("INVALID_INPUT", "Name the bugs with --bug, or pass --all (not both).");
      const projectId = await findProjectId({ slug: opts.project });
      const input = ZRequestDrafts.parse({
        bugIds: opts.bug
          ?.split(",")
          .map((id) => id.trim())
          .filter(Boolean),
        allWithoutRubric: Boolean(opts.all),
        format: opts.format,
        engine: opts.engine,
        bypassCache: Boolean(opts.bypassCache),
      });
      const requested = await requestDrafts({ projectId, actorId: null, input });
      const skipped = requested.skipped.length > 0 ? ` (${requested.skipped.length} skipped)` : "";
      process.stderr.write(
        `Batch ${requested.batchId}: ${countNoun({ count: requested.queued, one: "draft" })} queued with the ${requested.engine} drafter${skipped}.\n`,
      );
      if (opts.detach) return printJson(requested);
      const batch =
        requested.queued > 0
          ? await followBatch(projectId, requested.batchId)
          : await getDraftBatch({ projectId, batchId: requested.batchId });
      printJson({ ...batch, engine: requested.engine, skipped: requested.skipped });
      if (batch.failed > 0) {
        process.stderr.write(
          `error: ${countNoun({ count: batch.failed, one: "draft" })} failed: ${batch.errors
            .map((e) => `${e.bugId}: ${e.error}`)
            .join("; ")
            .slice(0, 500)}\n`,
        );
        process.exitCode = 1;
      }
    });
  rubric
    .command("list")
    .description(
      "Every bug with its rubric's status, editor, current and golden version and draft source (null without a rubric), as JSON",
    )
    .requiredOption("--project <slug>", "project")
    .option("--format <format>", "templated or freeform", "templated")
    .action(async (opts: { project: string; format: string }) => {
      const format = ZRubricFormat.parse(opts.format);
      const projectId = await findProjectId({ slug: opts.project });
      printJson(await listRubrics({ projectId, format }));
    });
}
