import { z } from "zod";

/** `?format=` of the labels export (and `rubricate ratings export --format`). */
export const ZRatingsExportQuery = z.object({ format: z.enum(["csv", "jsonl"]).default("csv") });
export type TRatingsExportQuery = z.infer<typeof ZRatingsExportQuery>;

/** A lead's deliberate change of the patch's settled consensus (ConsensusChange), as exported. */
export type TRatingsExportChange = {
  from: string;
  to: string;
  /** Who changed it; null once that user is gone. */
  by: string | null;
  /** ISO time. */
  at: string;
  themes: string[];
  reason: string;
};

/** One rating of a campaign, as exported (CSV or JSONL), with its patch's consensus. */
export type TRatingsExportRow = {
  /** External patch id (the import's `item`). */
  item: string;
  /** External bug id. */
  bug: string;
  /** The rater's email; an imported rater's name as imported; the user id once the user is gone. */
  rater: string;
  label: string;
  /** Graded campaigns only (absent for binary ones): the grade, null for UNSURE. */
  grade?: number | null;
  /** Graded campaigns with dimensions only: { key: grade }, null for UNSURE. */
  dimensionGrades?: Record<string, number> | null;
  justification: string;
  /** The rubric requirements the rater ticked (their line numbers in the checklist). */
  requirements: number[];
  timeOnItemMs: number | null;
  /** ISO time the rating was submitted (or imported). */
  submittedAt: string;
  consensus: string | null;
  /** unanimous | adjudicated; null without a consensus. */
  consensusMethod: string | null;
  consensusThemes: string[];
  /** The history of deliberate changes of that consensus, oldest first. */
  consensusChanges: TRatingsExportChange[];
};
