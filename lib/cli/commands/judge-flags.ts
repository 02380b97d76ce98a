import type { Command } from "commander";
import { formatRunFlags } from "@/lib/judge/evidence/format-run-flags";
import { listRunFlags } from "@/lib/judge/evidence/list-run-flags";
import { findProjectId } from "../find-project-id";

/** `rubricate judge flags`: verdicts whose justification or thought the patch's evidence contradicts. */
export function registerJudgeFlags(judge: Command) {
  judge
    .command("flags")
    .description(
      "List a run's verdicts whose justification or thought the patch's recorded evidence contradicts (a build error claimed for a patch that passes its tests, a test outcome claimed the other way, a file said to be untouched that the diff changes, or the converse), with the sentence and the evidence, and the count per kind",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--run <id>", "judge run id")
    .option("--json", "print the flags as the API's JSON")
    .action(async (opts: { project: string; run: string; json?: boolean }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const view = await listRunFlags({ projectId, runId: opts.run, viewerId: null });
      process.stdout.write(
        opts.json ? `${JSON.stringify(view, null, 2)}\n` : `${formatRunFlags({ view })}\n`,
      );
    });
}
