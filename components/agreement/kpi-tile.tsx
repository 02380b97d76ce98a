import type { TEstimate } from "@/lib/agreement/dashboard-types";
import { ci, fmt } from "./format";

type TProps = {
  label: string;
  estimate: TEstimate;
  level: string;
  show?: (v: number) => string;
  note?: string | null;
  testId?: string;
};

/** One headline statistic with its bootstrap interval; the reason it is missing when it is. */
export function KpiTile({ label, estimate, level, show = (v) => fmt(v), note, testId }: TProps) {
  const interval = ci(estimate, show);
  return (
    <div className="kpi" data-testid={testId}>
      <div className="kpi-label">{label}</div>
      <div className="kpi-value">{estimate.value === null ? "—" : show(estimate.value)}</div>
      {interval && (
        <div className="kpi-ci" title={`${level} bootstrap confidence interval`}>
          {level} CI {interval}
        </div>
      )}
      {note && <div className="kpi-note">{note}</div>}
    </div>
  );
}
