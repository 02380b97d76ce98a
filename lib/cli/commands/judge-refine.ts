import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { decideJudgeGuidance } from "@/lib/tuning/decide-judge-guidance";
import { formatGuidanceProposal } from "@/lib/tuning/format-guidance-proposal";
import { getJudgeGuidanceProposal } from "@/lib/tuning/get-judge-guidance-proposal";
import { parseGuidanceLines } from "@/lib/tuning/parse-guidance-lines";
import { proposeJudgeGuidance } from "@/lib/tuning/propose-judge-guidance";
import { ZDecideJudgeGuidance, ZProposeJudgeGuidance } from "@/lib/tuning/schemas-guidance";
import type { TGuidanceProposalWire } from "@/lib/tuning/guidance-api.types";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";

type TRefineOptions = {
  project: string;
  config: string;
  version?: string;
  campaign: string;
  run: string;
  seed: string;
  heldOut: string;
  json?: boolean;
};

const print = (proposal: TGuidanceProposalWire, json?: boolean) =>
  json ? printJson({ proposal }) : console.log(formatGuidanceProposal({ proposal }));

/**
 * `rubricate judge refine`: instruction refinement of a judge configuration (lib/tuning) on this
 * machine's database: propose (the LLM), then `show | accept | reject PROPOSAL_ID`.
 */
export function registerJudgeRefine(judge: Command) {
  const refine = judge
    .command("refine")
    .description(
      "Propose additional instructions for a judge configuration from a finished run's disagreements with a revealed campaign's consensus (tuning part of a split by bug only; the configured LLM); then show, accept (a new configuration version) or reject the proposal",
    )
    .option("--project <slug>", "project (required)")
    .option("--config <name>", "base configuration name (required to propose)")
    .option("--version <n>", "base configuration version (default: the newest)")
    .option("--campaign <id>", "revealed campaign (required to propose)")
    .option("--run <id>", "finished run of the base configuration (required to propose)")
    .option("--seed <n>", "seed of the split by bug", "42")
    .option("--held-out <share>", "share of the campaign's bugs held out", "0.5")
    .option("--json", "print the proposal as the API's JSON")
    .action(async (opts: TRefineOptions) => {
      for (const name of ["project", "config", "campaign", "run"] as const)
        if (!opts[name]) throw new Error(`required option '--${name}' not specified`);
      const projectId = await findProjectId({ slug: opts.project });
      const config = await prisma.judgeConfig.findFirst({
        where: {
          projectId,
          name: opts.config,
          ...(opts.version ? { version: Number(opts.version) } : {}),
        },
        orderBy: { version: "desc" },
        select: { id: true },
      });
      if (!config)
        throw new Error(
          `No judge configuration ${opts.config}${opts.version ? ` version ${opts.version}` : ""} in ${opts.project}.`,
        );
      const input = ZProposeJudgeGuidance.parse({
        configId: config.id,
        campaignId: opts.campaign,
        runId: opts.run,
        seed: Number(opts.seed),
        heldOutShare: Number(opts.heldOut),
      });
      print(await proposeJudgeGuidance({ projectId, userId: null, input }), opts.json);
    });
  refine
    .command("show <proposalId>")
    .description(
      "A guidance proposal: its lines, the disagreements they cite, the split and the decision",
    )
    .requiredOption("--project <slug>", "project")
    .option("--json", "print the proposal as the API's JSON")
    .action(async (proposalId: string, opts: { project: string; json?: boolean }) => {
      const projectId = await findProjectId({ slug: opts.project });
      print(await getJudgeGuidanceProposal({ projectId, proposalId, viewerId: null }), opts.json);
    });
  refine
    .command("accept <proposalId>")
    .description(
      "Accept a proposal as a new version of its configuration: the proposed lines, or the edited ones of --file",
    )
    .requiredOption("--project <slug>", "project")
    .option(
      "--file <path>",
      "edited lines: JSON (array, or an object with lines) or one line per line",
    )
    .option("--json", "print the proposal as the API's JSON")
    .action(
      async (proposalId: string, opts: { project: string; file?: string; json?: boolean }) => {
        const projectId = await findProjectId({ slug: opts.project });
        const lines = opts.file
          ? parseGuidanceLines({ text: readFileSync(opts.file, "utf8") })
          : (await getJudgeGuidanceProposal({ projectId, proposalId, viewerId: null })).lines.map(
              (l) => l.text,
            );
        const input = ZDecideJudgeGuidance.parse({ decision: "accept", lines });
        print(await decideJudgeGuidance({ projectId, proposalId, userId: null, input }), opts.json);
      },
    );
  refine
    .command("reject <proposalId>")
    .description("Reject a proposal, with a reason")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--reason <text>", "why")
    .option("--json", "print the proposal as the API's JSON")
    .action(
      async (proposalId: string, opts: { project: string; reason: string; json?: boolean }) => {
        const projectId = await findProjectId({ slug: opts.project });
        const input = ZDecideJudgeGuidance.parse({ decision: "reject", reason: opts.reason });
        print(await decideJudgeGuidance({ projectId, proposalId, userId: null, input }), opts.json);
      },
    );
}
