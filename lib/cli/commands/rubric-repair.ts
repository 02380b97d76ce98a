import type { Command } from "commander";
import { proposeRubricRepair } from "@/lib/rubrics/propose-rubric-repair";
import { ZRubricFormat } from "@/lib/rubrics/schemas";
import { ZProposeRubricRepair } from "@/lib/rubrics/schemas-repair";
import { findProjectId } from "../find-project-id";
import { findRubricGroup } from "./rubric-group";

/**
 * `rubricate rubric repair …`: a rubric repair proposal from a bug's judge–consensus
 * disagreements, saved as a new version awaiting an engineer's submit and a second engineer's
 * confirmation (never golden by itself). Joins the `rubric` group when it exists.
 */
export function registerRubricRepair(program: Command) {
  const rubric = findRubricGroup(program);
  rubric
    .command("repair")
    .description(
      "Propose rubric edits from the patches where a judge run disagrees with a revealed campaign's consensus, as JSON; the proposal becomes a new version with no editor (any engineer may take it up), never golden until confirmed",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--bug <id>", "the bug (its id in the dataset)")
    .requiredOption("--run <id>", "judge run")
    .option("--campaign <id>", "revealed campaign (default: the run's, else the latest revealed)")
    .option("--offline", "no LLM: append the humans' reasons as candidate items")
    .option("--format <format>", "templated or freeform", "templated")
    .action(
      async (opts: {
        project: string;
        bug: string;
        run: string;
        campaign?: string;
        offline?: boolean;
        format: string;
      }) => {
        const projectId = await findProjectId({ slug: opts.project });
        const result = await proposeRubricRepair({
          projectId,
          bugExternalId: opts.bug,
          format: ZRubricFormat.parse(opts.format),
          userId: null,
          input: ZProposeRubricRepair.parse({
            runId: opts.run,
            campaignId: opts.campaign,
            engine: opts.offline ? "offline" : undefined,
          }),
        });
        process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      },
    );
}
