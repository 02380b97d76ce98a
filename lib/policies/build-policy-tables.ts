import type { TTable } from "@/lib/tables/table-formats";
import type { TPolicyEvaluation } from "./policies-api.types";
import type { TPolicyTableId } from "./schemas";

/**
 * The policy page's tables exactly as shown and exported: one row per policy (patches shown and
 * spared, precision, recall, the no-skill prevalence, FPR, bugs retained, the confidence cutoff);
 * filtered success@k per k and policy (the no-filter column is pass@k); the patch PR curve; the
 * calibration bins.
 */
export function buildPolicyTables(options: {
  evaluation: TPolicyEvaluation;
}): Record<TPolicyTableId, TTable> {
  const e = options.evaluation;
  const over = `${e.run?.label ?? "no run"} against ${e.success.label}`;
  return {
    policies: {
      caption: `Policies over ${over}`,
      columns: [
        "Policy",
        "Patches shown",
        "Patches spared",
        "Failures spared",
        "Precision",
        "Recall",
        "Prevalence (no skill)",
        "FPR",
        "Bugs attempted",
        "Bugs retained",
        "Bug precision",
        "Bug recall",
        "Confidence cutoff",
      ],
      rows: e.policies.map((p) => {
        const m = p.metrics;
        return [
          p.name,
          m.patches.shown,
          m.patches.spared,
          m.patches.sparedFailures,
          m.patches.precision,
          m.patches.recall,
          m.patches.prevalence,
          m.patches.fpr,
          m.bugs.attempted,
          m.bugs.retained,
          m.bugs.precision,
          m.bugs.recall,
          m.cutoff,
        ];
      }),
    },
    "success-at-k": {
      caption: `Filtered success@k over ${over} (no filter = pass@k)`,
      columns: ["k", ...e.policies.map((p) => (p.id === "none" ? "pass@k (no filter)" : p.name))],
      rows: Array.from({ length: e.maxK }, (_, j) => [
        j + 1,
        ...e.policies.map((p) => p.metrics.successAtK[j]?.value ?? null),
      ]),
    },
    "pr-curve": {
      caption: `Precision and recall of confidence ≥ threshold over ${over}`,
      columns: ["Threshold", "Patches accepted", "Precision", "Recall"],
      rows: e.prCurve.patches.points.map((p) => [p.threshold, p.accepted, p.precision, p.recall]),
    },
    calibration: {
      caption: `Calibration of confidence over ${over}`,
      columns: ["From", "To", "Patches", "Mean confidence", "Success share"],
      rows: e.calibration.map((b) => [b.from, b.to, b.count, b.meanScore, b.successShare]),
    },
  };
}
