/** A job row as a claim statement returns it (integers may arrive as bigint from SQLite). */
export type TClaimedRow = {
  id: string;
  runId: string;
  patchId: string;
  sample: number | bigint;
  attempts: number | bigint;
  referenceVersionId: string | null;
  position: number | bigint;
};
