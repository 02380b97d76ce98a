import type { TBootstrapCi } from "@/lib/stats/bootstrap-ci";
import type { TEstimate } from "./dashboard-types";

/** A bootstrap result as the dashboard shows it: value and interval. */
export function toEstimate(ci: TBootstrapCi): TEstimate {
  return { value: ci.estimate, low: ci.low, high: ci.high };
}
