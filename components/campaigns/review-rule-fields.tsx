"use client";

import type { TReviewRule } from "@/lib/campaigns/schemas";

export type TOption = { id: string; label: string };
export type TReviewDraft = {
  rule: TReviewRule;
  runId: string;
  percentile: number;
  otherRunId: string;
  campaignId: string;
};

const RULES: [TReviewRule, string][] = [
  ["low_confidence", "Judge confidence below a percentile"],
  ["split_votes", "Judge samples that split"],
  ["run_disagreement", "Two judge runs that disagree"],
  ["judge_human", "Judge against a campaign's consensus"],
  ["evidence_flags", "Verdicts the patch's evidence contradicts (evidence flags)"],
];

/** The active-review rule of a new campaign: which judge output routes patches to people. */
export function ReviewRuleFields(props: {
  value: TReviewDraft;
  onChange: (next: TReviewDraft) => void;
  runs: TOption[];
  campaigns: TOption[];
}) {
  const { value: v, onChange, runs, campaigns } = props;
  const set = (patch: Partial<TReviewDraft>) => onChange({ ...v, ...patch });
  const runSelect = (label: string, id: string, field: "runId" | "otherRunId") => (
    <label className="field">
      {label}
      <select aria-label={label} value={id} onChange={(e) => set({ [field]: e.target.value })}>
        <option value="">Choose a run…</option>
        {runs.map((r) => (
          <option key={r.id} value={r.id}>
            {r.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="review-rule" style={{ marginTop: 6 }}>
      <label className="field">
        Rule
        <select
          aria-label="Rule"
          value={v.rule}
          onChange={(e) => set({ rule: e.target.value as TReviewRule })}
        >
          {RULES.map(([rule, text]) => (
            <option key={rule} value={rule}>
              {text}
            </option>
          ))}
        </select>
      </label>
      {runSelect("Judge run", v.runId, "runId")}
      {v.rule === "low_confidence" && (
        <label className="field">
          Percentile
          <input
            type="number"
            min={1}
            max={99}
            value={v.percentile}
            onChange={(e) => set({ percentile: Number(e.target.value) })}
            style={{ width: 90 }}
          />
        </label>
      )}
      {v.rule === "run_disagreement" && runSelect("Compared with run", v.otherRunId, "otherRunId")}
      {v.rule === "judge_human" && (
        <label className="field">
          Consensus of campaign
          <select
            aria-label="Consensus of campaign"
            value={v.campaignId}
            onChange={(e) => set({ campaignId: e.target.value })}
          >
            <option value="">Choose a campaign…</option>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="subtle">Leads see why each patch was routed; raters never do.</div>
    </div>
  );
}
