import type { Command } from "commander";
import { classifyRejectionThemes } from "@/lib/themes/classify-rejection-themes";
import { formatRejectionThemes } from "@/lib/themes/format-rejection-themes";
import { getRejectionThemes } from "@/lib/themes/get-rejection-themes";
import { findProjectId } from "../find-project-id";
import { countNoun } from "@/lib/text/count-noun";

/** `rubricate judge themes`: classify a run's INVALID justifications into paper 001 §7 themes and report them. */
export function registerJudgeThemes(judge: Command) {
  judge
    .command("themes")
    .description(
      "Classify a finished run's INVALID justifications into the rejection themes of paper 001 §7 (the configured LLM, or keyword matching with --offline or without an LLM) and print count and share per theme",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--offline", "keyword-based classification, no LLM call")
    .option("--concurrency <n>", "LLM calls at a time", "4")
    .option("--json", "print the themes as the API's JSON")
    .action(
      async (opts: {
        project: string;
        run: string;
        offline?: boolean;
        concurrency: string;
        json?: boolean;
      }) => {
        const projectId = await findProjectId({ slug: opts.project });
        const concurrency = Math.max(1, Math.min(32, Number.parseInt(opts.concurrency, 10) || 4));
        const done = await classifyRejectionThemes({
          projectId,
          runId: opts.run,
          actorId: null,
          offline: opts.offline === true,
          concurrency,
        });
        const view = await getRejectionThemes({ projectId, runId: opts.run, viewerId: null });
        if (opts.json) {
          process.stdout.write(`${JSON.stringify({ ...done, ...view }, null, 2)}\n`);
          return;
        }
        process.stdout.write(`${formatRejectionThemes({ view })}\n`);
        if (done.cached > 0)
          process.stderr.write(
            `${countNoun({ count: done.cached, one: "answer" })} from the LLM cache.\n`,
          );
      },
    );
}
