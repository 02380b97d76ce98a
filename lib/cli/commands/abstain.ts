import type { Command } from "commander";
import { ZScoreAbstention } from "@/lib/policies/schemas";
import { scoreBugAbstention } from "@/lib/policies/score-bug-abstention";
import { findProjectId } from "../find-project-id";

/** `rubricate abstain`: scores every bug with candidate patches for bug abstention (P of the success token). */
export function registerAbstain(program: Command) {
  program
    .command("abstain")
    .description(
      "Bug abstention: ask the configured LLM whether an agent will fix each bug (prompt r1 or r2) and store P(success)",
    )
    .requiredOption("--project <slug>", "project")
    .option("--representation <r>", "r1 (title and description) | r2 (plus guidelines)", "r2")
    .option("--concurrency <n>", "calls in flight", "8")
    .action(async (opts: { project: string; representation: string; concurrency: string }) => {
      const projectId = await findProjectId({ slug: opts.project });
      const { representation } = ZScoreAbstention.parse({ representation: opts.representation });
      const concurrency = Math.max(1, Math.min(64, Number.parseInt(opts.concurrency, 10) || 8));
      const result = await scoreBugAbstention({ projectId, representation, concurrency });
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    });
}
