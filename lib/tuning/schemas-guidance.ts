import { z } from "zod";
import { ZTuningSplitOptions } from "./schemas";

/** prompts/judge-guidance-proposal.v1.md: what the LLM is asked for the guidance lines. */
export const GUIDANCE_PROPOSAL_PROMPT = "judge-guidance-proposal.v1";
/** prompts/judge-guidance.v1.md: the section of a judge prompt that carries the accepted lines. */
export const GUIDANCE_SECTION_PROMPT = "judge-guidance.v1";
/** Longest guidance line, in characters. */
export const MAX_GUIDANCE_LINE = 400;
export const MAX_GUIDANCE_LINES = 8;

const ZGuidanceText = z.string().trim().min(1, "is empty").max(MAX_GUIDANCE_LINE);

/** One proposed guidance line: the instruction, why, and the disagreements (patch ids) it addresses. */
export const ZGuidanceLine = z.object({
  text: ZGuidanceText,
  rationale: z.string().trim().max(2000),
  patchIds: z.array(z.string().max(200)).max(50),
});
export type TGuidanceLine = z.infer<typeof ZGuidanceLine>;

/** What the LLM answers to prompts/judge-guidance-proposal.v1.md. */
export const ZGuidanceLlmAnswer = z.object({
  lines: z.array(ZGuidanceLine).min(1).max(MAX_GUIDANCE_LINES),
});

/** One tuning-part patch where the base run's verdict differs from the revealed consensus. */
export const ZGuidanceDisagreement = z.object({
  patchId: z.string(),
  bugId: z.string(),
  judgeLabel: z.enum(["VALID", "INVALID"]),
  judgeJustification: z.string(),
  consensusLabel: z.enum(["VALID", "INVALID"]),
  consensusNotes: z.string(),
  raters: z.array(z.object({ label: z.string(), justification: z.string() })),
  /** The start of the candidate patch (DIFF_EXCERPT_CHARS). */
  diff: z.string(),
});
export type TGuidanceDisagreement = z.infer<typeof ZGuidanceDisagreement>;

/** What JudgeGuidanceProposal.proposal holds: the lines as proposed and the evidence they cite. */
export const ZStoredGuidanceProposal = z.object({
  lines: z.array(ZGuidanceLine),
  disagreements: z.array(ZGuidanceDisagreement),
  /** Tuning-part patches compared (judged by the run and with a consensus). */
  compared: z.number().int(),
  /** Accepted proposals: the lines as the lead accepted them (edited, removed, added). */
  accepted: z.array(z.string()).optional(),
});
export type TStoredGuidanceProposal = z.infer<typeof ZStoredGuidanceProposal>;

export const ZGuidanceStatus = z.enum(["proposed", "accepted", "rejected"]);
export type TGuidanceStatus = z.infer<typeof ZGuidanceStatus>;

/** Request of a proposal: the base configuration version, the revealed campaign, a finished run of it. */
export const ZProposeJudgeGuidance = ZTuningSplitOptions.extend({
  configId: z.string().trim().min(1, "is required"),
  campaignId: z.string().trim().min(1, "is required"),
  runId: z.string().trim().min(1, "is required"),
});
export type TProposeJudgeGuidance = z.infer<typeof ZProposeJudgeGuidance>;

/** The lead's decision: accept the (edited) lines, or reject with a reason. */
export const ZDecideJudgeGuidance = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("accept"),
    lines: z.array(ZGuidanceText).min(1, "keep at least one line").max(MAX_GUIDANCE_LINES),
  }),
  z.object({
    decision: z.literal("reject"),
    reason: z.string().trim().min(1, "is required").max(2000),
  }),
]);
export type TDecideJudgeGuidance = z.infer<typeof ZDecideJudgeGuidance>;

/** JudgeConfig.guidance: the accepted lines as a JSON string array. */
export const ZStoredGuidance = z.array(z.string());
