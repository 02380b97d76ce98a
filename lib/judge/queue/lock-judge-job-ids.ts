import { sql } from "@/lib/db/client";
import type { TClaimedRow } from "./claimed-row";

// The claim is a database function (prisma/postgresql/migrations/*_claim_judge_jobs_function):
// one round trip takes the run's advisory lock (a transaction-scoped lock on its id, not its
// row: the result writer updates that row's call totals as it stores verdicts, and a row lock
// would make every claim wait for the writer's commit) and then, with a fresh snapshot, counts
// the jobs in flight and takes the room left. As a BEGIN / lock / claim / COMMIT transaction it
// was four round trips on the worker's critical path. When the run has no room for calls and no
// other worker holds jobs of it, it may take `slack` jobs instead (claimed ahead), and it returns
// the room with every row (`free`).
const CLAIM_SQL = `SELECT * FROM "rubricate_claim_judge_jobs"($1, $2, $3, $4, $5, $6::jsonb, $7)`;

/**
 * PostgreSQL only: claims up to `room` due jobs of one run for `workerId`, never more than the
 * run's concurrency limit minus the calls in flight under live leases (any worker's), or, when
 * the run is full and no other worker holds jobs of it, `slack` jobs claimed ahead; `released`: ids of this worker's jobs whose call is over (only their
 * verdicts are being stored), not counted while still running. Claims of one run are serialized by an advisory lock on its
 * id, and the claim statement after the lock sees the claims committed before it (READ
 * COMMITTED), so two workers never exceed the limit together; the job rows themselves are taken
 * with FOR UPDATE SKIP LOCKED.
 */
export async function lockJudgeJobIds(options: {
  runId: string;
  workerId: string;
  room: number;
  slack?: number;
  released: readonly string[];
  now: Date;
  leaseUntil: Date;
}): Promise<TClaimedRow[]> {
  const { runId, workerId, room, released, now, leaseUntil } = options;
  if (room <= 0 && (options.slack ?? 0) <= 0) return [];
  return sql.query<TClaimedRow>({
    sql: CLAIM_SQL,
    args: [runId, now, room, workerId, leaseUntil, JSON.stringify(released), options.slack ?? 0],
  });
}
