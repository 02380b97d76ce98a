import type { TAgreementDashboard } from "@/lib/agreement/dashboard-types";
import { RunPicker } from "./run-picker";
import type { TDashboardChange } from "./use-dashboard-params";
import { countNoun } from "@/lib/text/count-noun";

const DEFAULT_MISSING = ["UNSURE"];
const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

type TProps = {
  dashboard: TAgreementDashboard;
  campaignId: string | null;
  runs: readonly string[];
  missing: readonly string[];
  updating: boolean;
  /** "Export all": every table in every format and every chart, as one zip of what is on screen. */
  exportAllHref: string;
  onChange: (change: TDashboardChange) => void;
};

/**
 * The reference campaign, the labels counted as missing, the bootstrap and the runs compared;
 * all kept in the URL, every active one shown.
 */
export function AgreementControls({
  dashboard: d,
  campaignId,
  runs,
  missing,
  updating,
  exportAllHref,
  onChange,
}: TProps) {
  // Every label that may count as missing, and every one that does (even if no rating has it,
  // as UNSURE by default): the boxes show each active setting.
  const optional = [
    ...new Set([...d.labels.filter((l) => l !== "VALID" && l !== "INVALID"), ...missing]),
  ];
  const toggleMissing = (label: string) => {
    const next = missing.includes(label) ? missing.filter((m) => m !== label) : [...missing, label];
    onChange({ missing: same(next, DEFAULT_MISSING) ? null : next });
  };
  return (
    <div className="panel agreement-controls" role="group" aria-label="Dashboard settings">
      <div className="controls-row">
        <label className="field">
          Reference campaign
          <select
            id="agreement-campaign"
            value={campaignId ?? ""}
            onChange={(e) => onChange({ campaign: e.target.value || null })}
          >
            {d.campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.phase}, {countNoun({ count: c.ratings, one: "rating" })})
              </option>
            ))}
          </select>
        </label>
        {optional.length > 0 && (
          <fieldset className="picker">
            <legend>Counted as missing</legend>
            {optional.map((l, i) => (
              <label key={l} className="check">
                <input
                  type="checkbox"
                  id={i === 0 ? "agreement-first-missing" : undefined}
                  checked={missing.includes(l)}
                  onChange={() => toggleMissing(l)}
                />{" "}
                {l}
              </label>
            ))}
          </fieldset>
        )}
        <span className="subtle" data-testid="agreement-bootstrap">
          Bootstrap: {d.bootstrap.replicates.toLocaleString("en")} replicates, seed{" "}
          {d.bootstrap.seed}
        </span>
        <span className="spacer" />
        <span className="subtle" aria-live="polite">
          {updating ? "Updating…" : ""}
        </span>
        <a
          className="button"
          href={exportAllHref}
          download
          data-testid="agreement-export-all"
          title="Every table as CSV, JSON, Markdown and LaTeX, and every chart as SVG, in one zip"
        >
          Export all
        </a>
      </div>
      <RunPicker
        runs={d.runs}
        selected={runs}
        campaignId={campaignId}
        onChange={(next) => onChange({ runs: next })}
      />
    </div>
  );
}
