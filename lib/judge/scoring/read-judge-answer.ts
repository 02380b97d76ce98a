import type { TJudgeLabel } from "../schemas";
import { computeConfidence } from "./compute-confidence";
import { readGradedAnswer } from "./read-graded-answer";
import { readRequirements } from "./read-requirements";

/**
 * The verdict fields of one structured judge answer, however it arrived (online, collected from
 * a batch, or found in the LLM cache), so the three cannot differ: a graded configuration's label
 * is its grade's collapse, with the dimension grades and the model's contradicted label; the
 * per-requirement verdicts are checked against the rubric; the confidence comes from the label's
 * log-probabilities, and there is none when the grade overrode the model's label. Pure.
 */
export function readJudgeAnswer(options: {
  config: { scale?: string | null };
  answer: { thought: string; label: TJudgeLabel; justification: string };
  /** The reference text (the rubric whose checklist the requirement verdicts number). */
  rubric: string | null;
  logprobs: string | readonly unknown[] | null;
}) {
  const { config, answer } = options;
  const graded = readGradedAnswer({ config, answer });
  const label = graded?.label ?? answer.label;
  return {
    label,
    thought: answer.thought,
    justification: answer.justification,
    grade: graded?.grade ?? null,
    dimensionGrades: graded?.dimensionGrades ?? null,
    modelLabel: graded?.modelLabel ?? null,
    requirements: readRequirements({ answer, rubric: options.rubric }),
    confidence: graded?.modelLabel
      ? null
      : computeConfidence({ label, logprobs: options.logprobs }),
  };
}
