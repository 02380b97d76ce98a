"use client";

import type { TJudgeRunView } from "@/lib/judge/judge-api.types";

const STATE: Record<string, string> = {
  created: "being prepared",
  submitting: "being sent",
  submitted: "at the provider",
  collected: "collected",
  cancelled: "cancelled",
  failed: "given up (judged online)",
};

/** A batch-mode run's provider batches: where each is, the provider's own status and its counts. */
export function RunBatches({ run }: { run: TJudgeRunView }) {
  if (run.mode !== "batch") return null;
  const open = run.batches.some((b) => b.open);
  return (
    <div data-testid="run-batches" style={{ marginTop: 8 }}>
      <div className="subtle">
        Batch mode: calls go through the provider&apos;s batch API at its batch price.
        {open && " Jobs in a batch wait for it (up to 24 h); failed items are retried online."}
        {run.batches.length === 0 && " Waiting for a worker to prepare the batch."}
      </div>
      <ul style={{ margin: "4px 0 0", paddingLeft: 18 }}>
        {run.batches.map((b) => (
          <li key={b.id} data-testid="run-batch">
            Batch {b.seq + 1}: {STATE[b.status] ?? b.status}
            {b.providerStatus && (
              <>
                {" "}
                · provider status <code data-testid="run-batch-status">{b.providerStatus}</code>
              </>
            )}
            {b.endpoint && b.open && <span className="subtle"> · sent to {b.endpoint}</span>}
            {b.requestCount > 0 && ` · ${b.succeeded} of ${b.requestCount} answered`}
            {b.errored > 0 && ` · ${b.errored} failed (retried online)`}
            {b.lastError && <span className="subtle"> · {b.lastError}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
