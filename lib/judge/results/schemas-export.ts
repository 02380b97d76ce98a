import type { TJudgeLabel } from "../schemas";
/** One judge sample of a patch, as exported. */
export type TJudgeExportSample = {
  sample: number;
  label: TJudgeLabel;
  confidence: number | null;
  /** External runs: the imported score; null otherwise. */
  score: number | null;
  thought: string;
  justification: string;
  cached: boolean;
  /** Graded runs only (absent for binary ones): the sample's grade, dimension grades and the
   * model's own label when it contradicted the grade (overridden; else null). */
  grade?: number;
  dimensionGrades?: Record<string, number> | null;
  modelLabel?: TJudgeLabel | null;
};

/** A lead's deliberate change of the patch's settled consensus (lib/campaigns ConsensusChange). */
export type TJudgeExportConsensusChange = {
  from: TJudgeLabel;
  to: TJudgeLabel;
  /** Who changed it; null once that user is gone. */
  by: string | null;
  /** ISO time. */
  at: string;
  themes: string[];
  reason: string;
};

/** One patch of a judge run, as exported (CSV or JSONL). */
export type TJudgeExportRow = {
  /** External patch id. */
  patchId: string;
  /** External bug id. */
  bugId: string;
  bugType: string | null;
  tool: string | null;
  /** Majority label, null if no sample succeeded. */
  label: TJudgeLabel | null;
  valid: number;
  invalid: number;
  tie: boolean;
  /** Mean of sample confidences, null if any is null. */
  confidence: number | null;
  /** Mean of sample scores (external runs), null if any is null. */
  score: number | null;
  consensus: TJudgeLabel | null;
  /** The history of deliberate changes of that consensus, oldest first. */
  consensusChanges: TJudgeExportConsensusChange[];
  /** Null when either label is null. */
  agrees: boolean | null;
  status: "done" | "failed" | "pending" | "cancelled";
  /** Reason when failed. */
  error: string | null;
  samples: TJudgeExportSample[];
  /** Graded runs only (absent for binary ones): the lower median of the samples' grades (whose
   * collapse equals the majority label), and per dimension the lower median of its grades. */
  grade?: number | null;
  dimensionGrades?: Record<string, number> | null;
};
