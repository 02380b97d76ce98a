import { z } from "zod";
import { ZEditTheme } from "./edit-themes";

/** One proposed rubric edit: the text it replaces (empty for an addition), the new text, why, and the paper's theme. */
export const ZRepairEdit = z.object({
  before: z.string().max(20_000),
  after: z.string().max(20_000),
  justification: z.string().min(1).max(4000),
  theme: ZEditTheme,
});
export type TRepairEdit = z.infer<typeof ZRepairEdit>;

/** What the LLM answers to prompts/rubric-repair.v1.md: the full revised rubric and its edits. */
export const ZRubricRepairProposal = z.object({
  rubric: z.string().min(1).max(200_000),
  edits: z.array(ZRepairEdit).min(1).max(50),
});
export type TRubricRepairProposal = z.infer<typeof ZRubricRepairProposal>;

/** Request of a repair proposal: the judge run to compare, and optionally the revealed campaign. */
export const ZProposeRubricRepair = z.object({
  runId: z.string().min(1, "is required"),
  campaignId: z.string().min(1).optional(),
  /** offline: no LLM; by default the LLM when one is configured, else offline. */
  engine: z.enum(["llm", "offline"]).optional(),
});
export type TProposeRubricRepair = z.infer<typeof ZProposeRubricRepair>;

/** One patch of the bug where the judge's label differs from the revealed consensus. */
export const ZRepairDisagreement = z.object({
  patchId: z.string(),
  judgeLabel: z.enum(["VALID", "INVALID"]),
  judgeJustification: z.string(),
  consensusLabel: z.enum(["VALID", "INVALID"]),
  consensusThemes: z.array(z.string()),
  consensusNotes: z.string(),
  raters: z.array(z.object({ label: z.string(), justification: z.string() })),
});
export type TRepairDisagreement = z.infer<typeof ZRepairDisagreement>;
