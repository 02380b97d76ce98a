import type { TBootstrapCi } from "@/lib/stats/bootstrap-ci";
import type { TEstimate } from "./dashboard-types";

/**
 * A bootstrap result as the dashboard shows it: value and interval. A statistic not defined on
 * the data has no interval either, even if some replicates happened to define it.
 */
export function toEstimate(ci: TBootstrapCi): TEstimate {
  if (ci.estimate === null) return { value: null, low: null, high: null };
  return { value: ci.estimate, low: ci.low, high: ci.high };
}
