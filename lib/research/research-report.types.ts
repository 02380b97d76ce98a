import { z } from "zod";
import type { TResearchReport } from "./types";

// The research report's own sections as the route answers them with `?include=report` (the CLI
// against a server prints them, as the local `research` command does). Checked against
// lib/research/types.ts at compile time below.

const num = z.number().nullable();
const ZConfusion = { tp: z.number(), fp: z.number(), fn: z.number(), tn: z.number() };
const ZBinaryMetrics = {
  ...ZConfusion,
  accuracy: num,
  precision: num,
  recall: num,
  f1: num,
  npv: num,
  specificity: num,
  kappa: num,
};
const ZBootstrapCi = z.object({
  estimate: num,
  low: num,
  high: num,
  replicates: z.number(),
  defined: z.number(),
});

export const ZResearchReportSections = z.object({
  scoreCurves: z.array(
    z.object({
      runId: z.string(),
      run: z.string(),
      n: z.number(),
      positives: z.number(),
      negatives: z.number(),
      auc: num,
      sweep: z.array(z.object({ ...ZBinaryMetrics, threshold: z.number(), tpr: num, fpr: num })),
    }),
  ),
  pairs: z.array(
    z.object({
      a: z.string(),
      b: z.string(),
      aId: z.string(),
      bId: z.string(),
      n: z.number(),
      bothRight: z.number(),
      onlyA: z.number(),
      onlyB: z.number(),
      bothWrong: z.number(),
      pValue: z.number(),
      kappaA: num,
      kappaB: num,
      accuracyA: num,
      accuracyB: num,
      kappaDifference: ZBootstrapCi,
      accuracyDifference: ZBootstrapCi,
    }),
  ),
  bouncer: z.array(
    z.object({
      ...ZConfusion,
      run: z.string(),
      n: z.number(),
      oScore: num,
      oScorePatches: z.number(),
      precisionAccept: num,
      recallAccept: num,
      fAccept: num,
      precisionBounce: num,
      recallBounce: num,
      fBounce: num,
      macroF: num,
      fnrAccept: num,
      fprAccept: num,
    }),
  ),
  passAtK: z.array(
    z.object({
      by: z.enum(["tool", "model"]),
      group: z.string(),
      validity: z.string(),
      k: z.number(),
      bugs: z.number(),
      patches: z.number(),
      pass: z.number(),
      passValid: z.number(),
    }),
  ),
  plausibleValid: z.array(
    z.object({
      validity: z.string(),
      bugType: z.string(),
      bugs: z.number(),
      patches: z.number(),
      plausiblePatches: z.number(),
      validPatches: z.number(),
      plausibleShare: num,
      validShare: num,
      validAmongPlausible: num,
      bugsWithPlausible: num,
      bugsWithValid: num,
    }),
  ),
  localization: z.array(
    z.object({
      tool: z.string(),
      patches: z.number(),
      touching: z.number(),
      share: num,
      notPlausible: z.number(),
      notPlausibleTouching: z.number(),
      notPlausibleShare: num,
      plausible: z.number(),
      plausibleTouching: z.number(),
      plausibleShare: num,
    }),
  ),
});

type TSections = Omit<TResearchReport, "runs" | "consensusPatches" | "bootstrap">;
type TExact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when a section here no longer matches lib/research/types.ts. */
export const REPORT_SECTIONS_MATCH: TExact<
  z.output<typeof ZResearchReportSections>,
  TSections
> = true;
