// Every structured answer an LLM feature asks for (schema name as sent, zod schema as validated)
// with one valid answer each, for the provider wire-format tests.
import { z } from "zod";
import { ZFixSpecAnswer } from "@/lib/fix-specs/schemas";
import { ZJudgeRequirementsVerdict, ZJudgeVerdict } from "@/lib/judge/schemas";
import { ZRubricDraft } from "@/lib/rubrics/rubric-template";
import { ZRubricRepairProposal } from "@/lib/rubrics/schemas-repair";
import { ZThemeAnswer } from "@/lib/themes/schemas";

export const STRUCTURED_FEATURES: {
  feature: string;
  schemaName: string;
  schema: z.ZodType;
  sample: unknown;
}[] = [
  {
    feature: "judging",
    schemaName: "judge_verdict",
    schema: ZJudgeVerdict,
    sample: {
      thought: "The patch checks the length before the read.",
      label: "VALID",
      justification: "It adds the bounds check the rubric requires.",
    },
  },
  {
    feature: "per-requirement judging",
    schemaName: "judge_requirements_verdict",
    schema: ZJudgeRequirementsVerdict,
    sample: {
      thought: "Requirement 2 is not met.",
      requirements: [
        { index: 1, met: true, note: "Checks the length." },
        { index: 2, met: false, note: "Still reads past the end on an empty buffer." },
      ],
      label: "INVALID",
      justification: "The empty-buffer case still overflows.",
    },
  },
  {
    feature: "rubric drafting (templated)",
    schemaName: "rubric_draft",
    schema: ZRubricDraft,
    sample: {
      rootCause: "read_header trusts the length field.",
      requirements: ["Reject a length larger than the buffer."],
      acceptable: ["A bounds check before the copy."],
      unacceptable: ["Disabling the sanitizer."],
    },
  },
  {
    feature: "rubric drafting (free-form)",
    schemaName: "rubric_freeform",
    schema: z.object({ rubric: z.string().min(1) }),
    sample: { rubric: "# Rubric\n\n- The length is checked.\n" },
  },
  {
    feature: "rubric repair",
    schemaName: "rubric_repair",
    schema: ZRubricRepairProposal,
    sample: {
      rubric: "# Rubric\n\n- The length is checked before the copy.\n",
      edits: [
        {
          before: "- The length is checked.",
          after: "- The length is checked before the copy.",
          justification: "The judge accepted a check placed after the copy.",
          theme: "scope",
        },
      ],
    },
  },
  {
    feature: "fix specification",
    schemaName: "fix_specification",
    schema: ZFixSpecAnswer,
    sample: { specification: "read_header must reject a length larger than the buffer." },
  },
  {
    feature: "rejection themes",
    schemaName: "rejection_theme",
    schema: ZThemeAnswer,
    sample: { theme: "not_addressing_root_cause", rationale: "Says the fix hides the symptom." },
  },
];
