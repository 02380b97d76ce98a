import type { Command } from "commander";
import { readFileSync } from "node:fs";
import { AppError } from "@/lib/errors/app-error";
import type { TJudgeConfigRow } from "@/lib/judge/judge-api.types";
import { ZCreateJudgeConfig, type TCreateJudgeConfig } from "@/lib/judge/schemas";
import { DEFAULT_GRADED_SCALE } from "@/lib/scales/schemas";

export type TJudgeConfigCreateOptions = Record<string, string | boolean | undefined> & {
  project: string;
  json?: boolean;
};

/**
 * `judge-config create | list` with their options, for the local commands (commands/judge.ts)
 * and `--server`'s (remote/register-remote-judge-config.ts), which attach their own actions.
 */
export function defineJudgeConfigCommands(program: Command) {
  const config = program
    .command("judge-config")
    .description("Judge configurations (versioned: saving a name again adds a version)");
  const create = config
    .command("create")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--name <name>", "configuration name")
    .requiredOption(
      "--provider <provider>",
      "openai | anthropic | google | openai-compatible | baseline (no LLM)",
    )
    .option("--model <model>", "model name (LLM providers)", "")
    .option(
      "--reference <kind>",
      "golden | draft | freeform | ground_truth | report_only | fix_spec",
      "golden",
    )
    .option(
      "--spec-writer <who>",
      "fix_spec: llm (the judge's model, default) | offline (no LLM) writes the specifications",
    )
    .option("--samples <n>", "samples per patch (majority vote)", "1")
    .option("--temperature <t>", "sampling temperature", "0")
    .option("--max-tokens <n>", "output token limit", "2048")
    .option("--prompt <id>", "prompt file, e.g. judge-rubric.v1 (default: the reference's newest)")
    .option("--threshold <x>", "baseline: similarity at or above which a patch is VALID")
    .option(
      "--per-requirement",
      "golden/draft rubrics: also a verdict per rubric requirement (judge-rubric-requirements prompt)",
    )
    .option(
      "--rules <which>",
      "project rules in the prompt: none (default) | current (newest when a run starts) | a version number",
    )
    .option(
      "--scale <which>",
      "binary (default) | graded (the four-point default scale) | a JSON file of a graded scale (grades with definitions, validFrom, dimensions)",
    )
    .option("--description <text>", "what this version is for", "")
    .option("--json", "print the saved version as JSON ({ config }, as the API answers)");
  const list = config
    .command("list")
    .requiredOption("--project <slug>", "project")
    .option("--json", "every version as JSON, as the Judge page lists them");
  return { create, list };
}

/** The create command's options as the request body (the same zod schema as the API's). */
export function readJudgeConfigBody(opts: TJudgeConfigCreateOptions): TCreateJudgeConfig {
  return ZCreateJudgeConfig.parse({
    ...opts,
    maxTokens: opts.maxTokens,
    project: undefined,
    json: undefined,
    scale: readScaleOption({ value: opts.scale }),
  });
}

/** One line per version, as `judge-config list` prints them (local and remote alike). */
export function formatJudgeConfigLine(c: TJudgeConfigRow): string {
  return `${c.name} v${c.version}\t${c.provider}/${c.model}\t${c.reference}\tsamples ${c.samples}${c.rules === "none" ? "" : `\trules ${c.rules}`}${c.perRequirement ? "\tper requirement" : ""}${c.scale ? "\tgraded" : ""}`;
}

/** The text line `judge-config create` prints. */
export const savedConfigLine = (c: { name: string; version: number; id: string }) =>
  `Saved ${c.name} version ${c.version} (${c.id}).`;

/** `--scale`: binary (absent), "graded" (DEFAULT_GRADED_SCALE) or a JSON file's scale. */
function readScaleOption(options: { value: string | boolean | undefined }): unknown {
  const { value } = options;
  if (value === undefined || value === "binary") return null;
  if (value === "graded") return DEFAULT_GRADED_SCALE;
  try {
    return JSON.parse(readFileSync(String(value), "utf8"));
  } catch (err) {
    throw new AppError(
      "INVALID_INPUT",
      `--scale: ${String(value)} is not "binary", "graded" or a readable JSON file (${err instanceof Error ? err.message : String(err)}).`,
    );
  }
}
