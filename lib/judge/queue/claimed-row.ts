/** A job row as a claim statement returns it (integers may arrive as bigint from SQLite). */
export type TClaimedRow = {
  id: string;
  runId: string;
  patchId: string;
  sample: number | bigint;
  attempts: number | bigint;
  referenceVersionId: string | null;
  position: number | bigint;
  /**
   * The run's room for calls before this claim: its limit minus the calls in flight (jobs under
   * live leases not passed as not calling). Rows beyond it were claimed ahead (`slack`).
   */
  free: number | bigint;
  /** The patch and its bug, when the claim returns them (PostgreSQL); read after it otherwise. */
  diff?: string;
  externalId?: string;
  title?: string | null;
  bugType?: string | null;
  language?: string | null;
  report?: string;
  groundTruthPatch?: string;
};
