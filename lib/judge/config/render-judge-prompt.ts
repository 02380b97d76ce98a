import { renderPromptMessages, type TRenderedPrompt } from "@/lib/prompts/render-prompt-messages";
import { NO_TEST_INFORMATION } from "@/lib/fix-specs/format-test-information";
import { listTemplateVariables } from "@/lib/prompts/list-template-variables";
import { extractChecklist } from "@/lib/campaigns/extract-checklist";
import type { TPatchTests } from "@/lib/fix-specs/format-test-information";
import type { TJudgeReference } from "../schemas";
import { formatTestOutcome } from "./format-test-outcome";

export type TJudgePromptBug = {
  externalId: string;
  title: string | null;
  bugType: string | null;
  language: string | null;
  report: string;
  groundTruthPatch: string;
};

/**
 * The judge's messages: the prompt template filled with the bug, the candidate patch and the
 * reference of the configuration (a rubric's text, the developer fix, a fix specification with
 * the patch's test information, or nothing). A v1
 * template is one user message; a v2 template puts its instructions in the system message and
 * ends the part shared by every patch of a bug (its `cachePrefix`) before the candidate patch.
 * A template naming `{{requirements}}` (per-requirement judging) gets the rubric's checklist items
 * numbered from 1 (lib/campaigns/extract-checklist, the items raters tick, in their order).
 * A template naming `{{testOutcome}}` (judge-rubric v3 and later) is told what the patch's test
 * data says (passes, fails or unknown: formatTestOutcome); older templates never claim less or more
 * than they did, and render exactly as before.
 * Throws when the template's placeholders do not match what the reference provides.
 */
export function renderJudgePrompt(options: {
  template: string;
  reference: TJudgeReference;
  bug: TJudgePromptBug;
  candidatePatch: string;
  referenceText: string | null;
  /** fix_spec only: the patch's test outcome (formatTestInformation); default: none available. */
  testInformation?: string | null;
  /** The patch's imported test columns, for a template naming `{{testOutcome}}`; null: unknown. */
  tests?: TPatchTests | null;
  /**
   * The project rules section (lib/rules renderRulesSection), for a run that carries them: it
   * ends the system message, or opens a template without one. Absent: the prompt is unchanged.
   */
  projectRules?: string | null;
  /**
   * A graded configuration's section (lib/judge/scoring renderGradedSection), after the rules,
   * any guidance and any examples, in the same place. Absent: the prompt is unchanged (binary prompts render
   * byte for byte as before).
   */
  gradedSection?: string | null;
  /**
   * A few-shot tuned configuration's examples (lib/tuning renderConfigFewShot): after the rules,
   * placed as they are. Absent: the prompt is unchanged.
   */
  fewShot?: string | null;
  /**
   * The reviewers' guidance section of an instructions-tuned configuration (lib/tuning
   * renderConfigGuidance), placed after the rules. Absent: the prompt is unchanged.
   */
  guidance?: string | null;
}): TRenderedPrompt {
  const { template, reference, bug, candidatePatch, referenceText } = options;
  const needsText = reference === "golden" || reference === "draft" || reference === "freeform";
  if (needsText && !referenceText)
    throw new Error(`The ${reference} reference needs the rubric's text.`);
  if (reference === "fix_spec" && !referenceText)
    throw new Error("The fix_spec reference needs the specification's text.");
  const variables: Record<string, string> = {
    bugId: bug.externalId,
    title: bug.title ?? "(none)",
    bugType: bug.bugType ?? "(unknown)",
    language: bug.language ?? "(unknown)",
    report: bug.report || "(no report text)",
    candidatePatch,
  };
  if (needsText) variables.rubric = referenceText ?? "";
  // A per-requirement prompt also gets the rubric's checklist, numbered as raters' ticks are.
  if (needsText && listTemplateVariables({ template }).includes("requirements"))
    variables.requirements = formatRequirementList({ rubric: referenceText ?? "" });
  if (listTemplateVariables({ template }).includes("testOutcome"))
    variables.testOutcome = formatTestOutcome({ tests: options.tests ?? null });
  if (reference === "ground_truth") variables.groundTruthPatch = bug.groundTruthPatch;
  if (reference === "fix_spec") {
    // Paper 000's Listing 4 gives the judge the bug's title and description only.
    for (const name of ["bugId", "bugType", "language"]) delete variables[name];
    variables.specification = referenceText ?? "";
    variables.testInformation = options.testInformation || NO_TEST_INFORMATION;
  }
  const rendered = renderPromptMessages({ template, variables });
  const extra = [options.projectRules, options.guidance, options.fewShot, options.gradedSection]
    .filter(Boolean)
    .join("\n\n");
  return extra ? withSection(rendered, extra) : rendered;
}

/** A section (rules, guidance, examples, the scale) after the instructions (system message), or before the bug without one. */
function withSection(rendered: TRenderedPrompt, section: string): TRenderedPrompt {
  if (rendered.system !== null) return { ...rendered, system: `${rendered.system}\n\n${section}` };
  return {
    system: null,
    text: `${section}\n\n${rendered.text}`,
    cachePrefix: rendered.cachePrefix === null ? null : `${section}\n\n${rendered.cachePrefix}`,
  };
}

function formatRequirementList(options: { rubric: string }): string {
  const items = extractChecklist({ markdown: options.rubric });
  if (items.length === 0) return "(the rubric lists no requirements: answer with an empty list)";
  return items.map((item, i) => `${i + 1}. ${item.text}`).join("\n");
}
