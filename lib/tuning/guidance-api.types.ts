import { z } from "zod";
import { ZIsoDate } from "@/lib/api/wire.types";
import { ZGuidanceDisagreement, ZGuidanceLine, ZGuidanceStatus } from "./schemas-guidance";

// Response schemas of the instruction refinement routes (app/api/projects/[slug]/judge/guidance/**).

const ZConfigRef = z.object({ id: z.string(), name: z.string(), version: z.number() });
const ZUserRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const ZGuidanceProposalWire = z.object({
  id: z.string(),
  status: ZGuidanceStatus,
  baseConfig: ZConfigRef,
  campaign: z.object({ id: z.string(), name: z.string() }),
  baseRunId: z.string(),
  seed: z.number(),
  heldOutShare: z.number(),
  tuningBugIds: z.array(z.string()),
  heldOutBugIds: z.array(z.string()),
  lines: z.array(ZGuidanceLine),
  /** Accepted proposals: the lines as accepted (after the lead's edits); null otherwise. */
  acceptedLines: z.array(z.string()).nullable(),
  /** The evidence, without the disagreements on patches the reader is still labelling somewhere. */
  disagreements: z.array(ZGuidanceDisagreement),
  /** Disagreements left out for this reader (blinding); their lines' rationales read as hidden. */
  hidden: z.number(),
  /** Tuning-part patches compared when the proposal was made (judged by the run, with a consensus). */
  compared: z.number(),
  promptVersion: z.string(),
  createdAt: ZIsoDate,
  createdBy: ZUserRef,
  reviewer: ZUserRef,
  reason: z.string(),
  decidedAt: ZIsoDate.nullable(),
  /** The configuration version the acceptance created. */
  resultConfig: ZConfigRef.nullable(),
});
export type TGuidanceProposalWire = z.output<typeof ZGuidanceProposalWire>;

/** What the refine form offers: LLM configurations, revealed campaigns, finished runs. */
export const ZGuidanceOptionsWire = z.object({
  configs: z.array(ZConfigRef.extend({ guidance: z.array(z.string()) })),
  campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
  runs: z.array(
    z.object({
      id: z.string(),
      configId: z.string(),
      campaignId: z.string().nullable(),
      status: z.string(),
      createdAt: ZIsoDate,
    }),
  ),
});
export type TGuidanceOptionsWire = z.output<typeof ZGuidanceOptionsWire>;

/** GET …/judge/guidance: earlier proposals (newest first) and the form's options. */
export const ZListGuidanceResponse = z.object({
  proposals: z.array(ZGuidanceProposalWire),
  options: ZGuidanceOptionsWire,
});
export type TListGuidanceResponse = z.output<typeof ZListGuidanceResponse>;

/** POST …/judge/guidance, GET …/guidance/[proposalId], POST …/decision: one proposal. */
export const ZGuidanceProposalResponse = z.object({ proposal: ZGuidanceProposalWire });
export type TGuidanceProposalResponse = z.output<typeof ZGuidanceProposalResponse>;
