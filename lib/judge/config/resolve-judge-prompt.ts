import { readdirSync } from "node:fs";
import path from "node:path";
import { AppError } from "@/lib/errors/app-error";
import { getAppRoot } from "@/lib/env/get-app-root";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { renderJudgePrompt } from "./render-judge-prompt";
import { DEFAULT_JUDGE_PROMPT, REQUIREMENTS_PROMPT, type TRunnableReference } from "../schemas";

const SAMPLE_BUG = {
  externalId: "x",
  title: "x",
  bugType: "x",
  language: "x",
  report: "x",
  groundTruthPatch: "x",
};

/**
 * The prompt file a judge configuration uses: the named one ("judge-rubric.v1") or the
 * newest version of the reference's default (or of the per-requirement prompt), checked to fit the reference's variables.
 */
export function resolveJudgePrompt(options: {
  reference: TRunnableReference;
  prompt?: string;
  /** Default to the per-requirement prompt (golden and draft rubrics) instead of the reference's. */
  perRequirement?: boolean;
}): {
  name: string;
  version: string;
} {
  const { reference } = options;
  const id =
    options.prompt ??
    newestVersion(options.perRequirement ? REQUIREMENTS_PROMPT : DEFAULT_JUDGE_PROMPT[reference]);
  let file;
  try {
    file = loadPrompt({ name: id });
  } catch (err) {
    throw new AppError(
      "INVALID_INPUT",
      `prompt: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  try {
    renderJudgePrompt({
      template: file.body,
      reference,
      bug: SAMPLE_BUG,
      candidatePatch: "x",
      referenceText: "x",
    });
  } catch (err) {
    throw new AppError(
      "INVALID_INPUT",
      `prompt: ${id} does not fit the ${reference} reference (${err instanceof Error ? err.message : String(err)}).`,
    );
  }
  return { name: file.name, version: file.version };
}

function newestVersion(name: string): string {
  const versions = readdirSync(path.join(getAppRoot(), "prompts"))
    .map((f) => new RegExp(`^${name}\\.v(\\d+)\\.md$`).exec(f)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number);
  if (versions.length === 0)
    throw new AppError("INTERNAL", `No prompt file for ${name} in prompts/.`);
  return `${name}.v${Math.max(...versions)}`;
}
