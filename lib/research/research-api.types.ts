import { z } from "zod";
import { ZResearchReportSections } from "./research-report.types";
import { RESEARCH_TABLES } from "./schemas";

// Response schema of the research route (app/api/projects/[slug]/research); the export route next
// to it answers a file. types.ts holds the server-side report types.

const ZTable = z.object({
  caption: z.string(),
  columns: z.array(z.string()).readonly(),
  rows: z
    .array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).readonly())
    .readonly(),
});

export const ZGetResearchResponse = z.object({
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  runs: z.array(z.object({ id: z.string(), label: z.string(), origin: z.string() })),
  consensusPatches: z.number(),
  /** What can be chosen: campaigns past labelling and runs with results. */
  options: z.object({
    campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
    runs: z.array(z.object({ id: z.string(), label: z.string() })),
  }),
  /** The labels counted as missing in the consensus (as asked, default UNSURE): what the page's exports and Compare links pin. */
  missing: z.array(z.string()),
  bootstrap: z.object({ seed: z.number(), replicates: z.number(), level: z.number() }),
  /** The page's answer (not `include=report`): the run ids of each row of the `pairs` table, in its order (its Compare links). */
  pairRuns: z.array(z.object({ runA: z.string(), runB: z.string() })).optional(),
  tables: z.object(
    Object.fromEntries(RESEARCH_TABLES.map((id) => [id, ZTable])) as Record<
      (typeof RESEARCH_TABLES)[number],
      typeof ZTable
    >,
  ),
  // With `include=report` only: the report's sections, as `rubricate research` prints them.
  ...ZResearchReportSections.partial().shape,
});
export type TGetResearchResponse = z.output<typeof ZGetResearchResponse>;

/** The input-bouncer table computed from uploaded files (`research/input-bouncer`), or its line errors. */
export const ZInputBouncerResponse = z.object({
  report: z.object({
    table: ZTable.nullable(),
    errors: z.array(
      z.object({ file: z.string(), line: z.number(), field: z.string(), message: z.string() }),
    ),
    errorCount: z.number(),
  }),
});
export type TInputBouncerResponse = z.output<typeof ZInputBouncerResponse>;

const ZNum = z.number().nullable();
const ZVerdict = z.enum(["VALID", "INVALID"]);
const ZCi = z.object({
  estimate: ZNum,
  low: ZNum,
  high: ZNum,
  replicates: z.number(),
  defined: z.number(),
});
const ZMcNemar = z.object({ b: z.number(), c: z.number(), pValue: z.number() });
const ZComparedRun = z.object({
  id: z.string(),
  label: z.string(),
  origin: z.string(),
  status: z.string(),
});
/** One run's side of a compared patch: its majority verdict (null unless done) and what backs it. */
const ZComparedSide = z.object({
  label: ZVerdict.nullable(),
  /** done, failed, pending or cancelled (lib/judge summarize-patch-jobs). */
  status: z.string(),
  confidence: ZNum,
  justification: z.string().nullable(),
  error: z.string().nullable(),
});

/** GET …/judge/compare: two runs side by side on the patches both hold (see compare-two-runs). */
export const ZGetRunComparisonResponse = z.object({
  runA: ZComparedRun,
  runB: ZComparedRun,
  campaign: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Campaigns past labelling: what can serve as the consensus. */
  campaigns: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Patches both runs hold that the viewer is still labelling: left out of everything. */
  hidden: z.number(),
  /** The labels counted as missing in the consensus (as asked, default UNSURE). */
  missing: z.array(z.string()),
  bootstrap: z.object({ seed: z.number(), replicates: z.number(), level: z.number() }),
  summary: z.object({
    patches: z.number(),
    paired: z.number(),
    bothValid: z.number(),
    bothInvalid: z.number(),
    onlyAValid: z.number(),
    onlyBValid: z.number(),
    verdicts: ZMcNemar,
    flipped: z.number(),
    consensus: z
      .object({
        n: z.number(),
        bothRight: z.number(),
        onlyA: z.number(),
        onlyB: z.number(),
        bothWrong: z.number(),
        mcnemar: ZMcNemar,
        kappaA: ZNum,
        kappaB: ZNum,
        accuracyA: ZNum,
        accuracyB: ZNum,
        kappaDifference: ZCi,
        accuracyDifference: ZCi,
      })
      .nullable(),
  }),
  /** One row per patch both runs hold, in run A's order (bug, then patch). */
  patches: z.array(
    z.object({
      /** Internal patch id (links), then the dataset's ids. */
      key: z.string(),
      patchId: z.string(),
      bugId: z.string(),
      a: ZComparedSide,
      b: ZComparedSide,
      consensus: ZVerdict.nullable(),
      /** Both runs gave a verdict and they differ. */
      flipped: z.boolean(),
      /** Which run agrees with the consensus: "A", "B", "both", "neither"; null without both verdicts and a consensus. */
      agrees: z.enum(["A", "B", "both", "neither"]).nullable(),
    }),
  ),
});
export type TGetRunComparisonResponse = z.output<typeof ZGetRunComparisonResponse>;
export type TRunComparisonPatch = TGetRunComparisonResponse["patches"][number];
