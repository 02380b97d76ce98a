"use client";

import { useState } from "react";
import type { TGetPolicyResponse } from "@/lib/policies/policies-api.types";
import type { TPolicyPageQuery } from "./policy-keys";
import { useScoreAbstention } from "./use-score-abstention";
import { useSetSuccessCriterion } from "./use-set-success-criterion";
import { countNoun } from "@/lib/text/count-noun";

type TChange = Partial<Record<keyof TPolicyPageQuery, string | null>>;

/** Run, success criterion (with its campaign or reference run), percentiles, τ and k. */
export function PolicyControls(props: {
  slug: string;
  evaluation: TGetPolicyResponse;
  canSetDefault: boolean;
  onChange: (change: TChange) => void;
}) {
  const { slug, evaluation: e, canSetDefault, onChange } = props;
  const setDefault = useSetSuccessCriterion(slug);
  const score = useScoreAbstention(slug);
  const [percentiles, setPercentiles] = useState(e.percentiles.join(", "));
  const [tau, setTau] = useState(String(e.tau));
  const [k, setK] = useState(String(e.maxK));
  const apply = () => onChange({ percentiles: percentiles.replace(/\s+/g, ""), tau, k });
  return (
    <form
      className="panel agreement-controls"
      aria-label="Policy settings"
      onSubmit={(ev) => {
        ev.preventDefault();
        apply();
      }}
    >
      <div className="controls-row">
        <label className="field">
          Judge run
          <select
            value={e.run?.id ?? ""}
            onChange={(ev) => onChange({ runId: ev.target.value })}
            id="policy-run"
          >
            {e.runs.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label} · {countNoun({ count: r.results, one: "result" })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Success criterion
          <select
            value={e.success.criterion}
            onChange={(ev) =>
              onChange({
                success: ev.target.value,
                referenceRunId:
                  ev.target.value === "judge"
                    ? (e.runs.find((r) => r.id !== e.run?.id)?.id ?? null)
                    : null,
              })
            }
          >
            <option value="tests">Tests pass</option>
            <option value="consensus" disabled={e.campaigns.length === 0}>
              Human consensus
            </option>
            <option value="judge" disabled={e.runs.length < 2}>
              Another judge run
            </option>
            <option value="author">Author label</option>
          </select>
        </label>
        <label className="field">
          Bug abstention
          <select
            value={e.abstention.representation}
            onChange={(ev) => onChange({ abstention: ev.target.value })}
          >
            <option value="none">None</option>
            <option value="r1" disabled={!e.abstention.available.includes("r1")}>
              r1: title and description
            </option>
            <option value="r2" disabled={!e.abstention.available.includes("r2")}>
              r2: with guidelines
            </option>
          </select>
        </label>
        {e.success.criterion === "consensus" && (
          <label className="field">
            Campaign
            <select
              value={e.success.campaignId ?? ""}
              onChange={(ev) => onChange({ campaignId: ev.target.value })}
            >
              {e.campaigns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {e.success.criterion === "judge" && (
          <label className="field">
            Reference run
            <select
              value={e.success.referenceRunId ?? ""}
              onChange={(ev) => onChange({ referenceRunId: ev.target.value })}
            >
              {e.runs
                .filter((r) => r.id !== e.run?.id)
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
            </select>
          </label>
        )}
        <label className="field">
          Percentiles of confidence
          <input
            value={percentiles}
            onChange={(ev) => setPercentiles(ev.target.value)}
            size={12}
            aria-describedby="policy-percentiles-help"
          />
        </label>
        <label className="field">
          Abstention τ
          <input
            value={tau}
            onChange={(ev) => setTau(ev.target.value)}
            size={4}
            inputMode="decimal"
          />
        </label>
        <label className="field">
          Largest k
          <input value={k} onChange={(ev) => setK(ev.target.value)} size={3} inputMode="numeric" />
        </label>
        <button type="submit" className="button">
          Apply
        </button>
        {canSetDefault && !e.success.projectDefault && (
          <button
            type="button"
            className="button"
            disabled={setDefault.isPending}
            onClick={() =>
              setDefault.mutate({
                successCriterion: e.success.criterion,
                successCampaignId: e.success.campaignId,
                successRunId: e.success.referenceRunId,
              })
            }
          >
            Make this criterion the project&apos;s default
          </button>
        )}
        {canSetDefault && (
          <button
            type="button"
            className="button"
            disabled={score.isPending}
            onClick={() => score.mutate({ representation: "r2" })}
          >
            {score.isPending ? "Scoring bugs…" : "Score bugs for abstention (r2)"}
          </button>
        )}
        {score.isError && (
          <span className="field-error" role="alert">
            {score.error.message}
          </span>
        )}
        {e.success.projectDefault && (
          <span className="subtle">(the project&apos;s default criterion)</span>
        )}
        {setDefault.isError && (
          <span className="field-error" role="alert">
            {setDefault.error.message}
          </span>
        )}
      </div>
      <span id="policy-percentiles-help" className="subtle">
        Comma-separated, e.g. 50, 75, 90: a patch is accepted when its confidence is at or above
        that percentile of the run&apos;s confidences.
      </span>
    </form>
  );
}
