import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { getHeldOutReport } from "@/lib/tuning/get-held-out-report";
import { ZFewShotTuningInput, ZHeldOutQuery } from "@/lib/tuning/schemas-few-shot";
import { tuneJudgeFewShot } from "@/lib/tuning/tune-judge-few-shot";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";

type TTuneOptions = {
  project: string;
  config: string;
  version: string;
  campaign: string;
  run?: string;
  seed: string;
  heldOut: string;
  examples: string;
  dryRun?: boolean;
  json?: boolean;
};

type THeldOutOptions = {
  project: string;
  config: string;
  version: string;
  baseRun?: string;
  run?: string;
  seed?: string;
  json?: boolean;
};

const fmt = (x: number | null) => (x === null ? "–" : x.toFixed(3));

/**
 * `rubricate judge tune` (few-shot tuning of a configuration version from a revealed campaign,
 * lib/tuning) and `rubricate judge held-out` (a tuned version's report on held-out patches only).
 */
export function registerJudgeTune(judge: Command) {
  judge
    .command("tune")
    .description(
      "Few-shot tuning: split the campaign's bugs (seeded) into a tuning and a held-out part, choose examples from the tuning part's disagreements and save them as the configuration's next version (--dry-run: preview only)",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--config <name>", "judge configuration name")
    .requiredOption("--version <n>", "configuration version to tune")
    .requiredOption("--campaign <id>", "revealed campaign whose consensus to learn from")
    .option("--run <id>", "finished run of that version on the campaign: its disagreements first")
    .option("--seed <n>", "seed of the split and the choice", "42")
    .option("--held-out <share>", "share of the campaign's bugs held out", "0.5")
    .option("--examples <n>", "number of examples (at most 8)", "4")
    .option("--dry-run", "show the split and the examples, save nothing")
    .option("--json", "print the answer as JSON")
    .action(async (opts: TTuneOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const config = await prisma.judgeConfig.findFirst({
        where: { projectId, name: opts.config, version: Number(opts.version) },
        select: { id: true },
      });
      if (!config)
        throw new Error(
          `No judge configuration ${opts.config} version ${opts.version} in ${opts.project}.`,
        );
      const result = await tuneJudgeFewShot({
        projectId,
        actorId: null,
        input: ZFewShotTuningInput.parse({
          configId: config.id,
          campaignId: opts.campaign,
          baseRunId: opts.run ?? null,
          seed: Number(opts.seed),
          heldOutShare: Number(opts.heldOut),
          examples: opts.examples,
          dryRun: opts.dryRun === true,
        }),
      });
      if (opts.json) return printJson(result);
      const { tuning, heldOut } = result.split;
      console.log(
        `Split (seed ${result.seed}): tuning ${tuning.bugs} bugs / ${tuning.patches} patches, held out ${heldOut.bugs} bugs / ${heldOut.patches} patches.`,
      );
      for (const [i, e] of result.examples.entries())
        console.log(`Example ${i + 1}: ${e.patchId} (bug ${e.bugId}) ${e.label}, ${e.source}`);
      console.log(
        result.config
          ? `Saved ${result.config.name} v${result.config.version}: ${result.description}.`
          : "Dry run: nothing saved.",
      );
    });

  judge
    .command("held-out")
    .description(
      "A tuned configuration version against its base on the held-out patches only: κ, precision and recall before and after with 95% bootstrap intervals over held-out bugs, and the difference",
    )
    .requiredOption("--project <slug>", "project")
    .requiredOption("--config <name>", "judge configuration name")
    .requiredOption("--version <n>", "the tuned version")
    .option(
      "--base-run <id>",
      "finished run of the base version (default: its newest on the campaign)",
    )
    .option("--run <id>", "finished run of the tuned version (default: its newest on the campaign)")
    .option("--seed <n>", "bootstrap seed (default: the tuning's)")
    .option("--json", "print the report as JSON")
    .action(async (opts: THeldOutOptions) => {
      const projectId = await findProjectId({ slug: opts.project });
      const report = await getHeldOutReport({
        projectId,
        viewerId: null,
        query: ZHeldOutQuery.parse({
          config: opts.config,
          version: opts.version,
          baseRunId: opts.baseRun,
          runId: opts.run,
          seed: opts.seed,
        }),
      });
      if (opts.json) return printJson(report);
      console.log(
        `${report.config.name} v${report.config.version} vs v${report.base.version} on ${report.n} held-out patches of ${report.bugs} bugs (${report.excludedTuningPatches} tuning patches excluded):`,
      );
      for (const m of report.metrics)
        console.log(
          `${m.name.padEnd(9)} before ${fmt(m.before.estimate)} [${fmt(m.before.low)}, ${fmt(m.before.high)}]  after ${fmt(m.after.estimate)} [${fmt(m.after.low)}, ${fmt(m.after.high)}]  difference ${fmt(m.difference.estimate)} [${fmt(m.difference.low)}, ${fmt(m.difference.high)}]`,
        );
    });
}
