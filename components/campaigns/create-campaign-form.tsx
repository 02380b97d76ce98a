"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { TCreateCampaignResponse } from "@/lib/campaigns/campaigns-api.types";
import type { TBenchmarkOptions } from "@/lib/benchmark/schemas";
import type { TCreateCampaign, TReviewRule } from "@/lib/campaigns/schemas";
import { BenchmarkFields, rerollSeed } from "./benchmark-fields";
import { BenchmarkTable } from "./benchmark-table";
import type { TRatingScale } from "@/lib/scales/schemas";
import { ScaleFields } from "./scale-fields";
import { ReviewRuleFields, type TOption, type TReviewDraft } from "./review-rule-fields";
import { useBenchmarkPreview } from "./use-benchmark-preview";
import { useCampaignMutation } from "./use-campaign-mutation";

type TPerson = { userId: string; name: string; email: string };
type TKind = TCreateCampaign["selection"]["kind"];

/** The lead's form for a new campaign: patches, raters per patch, pool, adjudicators and rater options. */
export function CreateCampaignForm(props: {
  slug: string;
  raters: TPerson[];
  members: TPerson[];
  bugTypes: string[];
  runs: TOption[];
  consensusCampaigns: TOption[];
  /** An active review chosen elsewhere (a run page's "Send to active review"): preselected. */
  preset?: { rule: TReviewRule; runId: string; name: string } | null;
}) {
  const { slug, raters, members, bugTypes, runs, consensusCampaigns, preset } = props;
  const router = useRouter();
  const create = useCampaignMutation<TCreateCampaign, TCreateCampaignResponse>(slug, {
    method: "POST",
  });
  const [name, setName] = useState(preset?.name ?? "");
  const [instructions, setInstructions] = useState("");
  const [kind, setKind] = useState<TKind>(preset ? "review" : "golden");
  const [types, setTypes] = useState<string[]>([]);
  const [review, setReview] = useState<TReviewDraft>({
    rule: preset?.rule ?? "low_confidence",
    runId: preset?.runId ?? "",
    percentile: 25,
    otherRunId: "",
    campaignId: "",
  });
  const [benchmark, setBenchmark] = useState<TBenchmarkOptions>(() => ({
    k: 3,
    seed: rerollSeed(),
    tools: [],
    models: [],
  }));
  const preview = useBenchmarkPreview(slug, kind === "benchmark" ? benchmark : null);
  const [k, setK] = useState(3);
  const [pool, setPool] = useState<string[]>(raters.map((r) => r.userId));
  const [adjudicators, setAdjudicators] = useState<string[]>([]);
  const [showGroundTruth, setShowGroundTruth] = useState(false);
  const [allowUnsure, setAllowUnsure] = useState(false);
  const [scale, setScale] = useState<TRatingScale | null>(null);
  const flip = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const selection =
      kind === "bugType"
        ? { kind, bugTypes: types }
        : kind === "review"
          ? {
              kind,
              rule: review.rule,
              runId: review.runId,
              ...(review.rule === "low_confidence" ? { percentile: review.percentile } : {}),
              ...(review.rule === "run_disagreement" ? { otherRunId: review.otherRunId } : {}),
              ...(review.rule === "judge_human" ? { campaignId: review.campaignId } : {}),
            }
          : kind === "benchmark"
            ? { kind, ...benchmark, fingerprint: preview.data?.fingerprint }
            : { kind };
    create.mutate(
      {
        name,
        instructions,
        selection,
        ratersPerPatch: k,
        raterIds: kind === "none" ? [] : pool,
        adjudicatorIds: adjudicators,
        showGroundTruth,
        allowUnsure,
        scale,
      } as TCreateCampaign,
      { onSuccess: (c) => router.push(`/projects/${slug}/campaigns/${c.id}`) },
    );
  };
  return (
    <form className="panel" onSubmit={submit} aria-label="New campaign">
      <h2>New campaign</h2>
      <div className="grid-2">
        <div>
          <label className="field">
            Name
            <input
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. Round 1: memory-safety bugs"
            />
          </label>
          <label className="field">
            Instructions for raters
            <textarea
              rows={4}
              value={instructions}
              onChange={(e) => setInstructions(e.target.value)}
            />
          </label>
          <fieldset className="field">
            <legend>Patches</legend>
            {(
              [
                ["golden", "Bugs with a golden rubric (recommended)"],
                ["all", "All patches"],
                ["bugType", "Bugs of some types"],
                ["review", "Active review: patches a rule over judge output routes to people"],
                ["benchmark", "Build from agent samples: k unique passing patches per bug, seeded"],
                ["none", "None yet: I will import ratings from CSV"],
              ] as const
            ).map(([v, text]) => (
              <label key={v} style={{ display: "block" }}>
                <input
                  type="radio"
                  name="selection"
                  checked={kind === v}
                  onChange={() => setKind(v)}
                />{" "}
                {text}
              </label>
            ))}
            {kind === "bugType" && (
              <select
                multiple
                aria-label="Bug types"
                value={types}
                onChange={(e) => setTypes([...e.target.selectedOptions].map((o) => o.value))}
                style={{ minWidth: 240, marginTop: 6 }}
              >
                {bugTypes.map((t) => (
                  <option key={t}>{t}</option>
                ))}
              </select>
            )}
            {kind === "benchmark" && (
              <BenchmarkFields
                value={benchmark}
                onChange={setBenchmark}
                preview={preview.data}
                loading={preview.isFetching}
                error={preview.error?.message ?? null}
              />
            )}
            {kind === "review" && (
              <ReviewRuleFields
                value={review}
                onChange={setReview}
                runs={runs}
                campaigns={consensusCampaigns}
              />
            )}
          </fieldset>
          <label>
            <input
              type="checkbox"
              checked={showGroundTruth}
              onChange={(e) => setShowGroundTruth(e.target.checked)}
            />{" "}
            Raters see the developer fix
          </label>
          <br />
          <label>
            <input
              type="checkbox"
              checked={allowUnsure}
              onChange={(e) => setAllowUnsure(e.target.checked)}
            />{" "}
            Allow UNSURE
          </label>
          <ScaleFields value={scale} onChange={setScale} />
        </div>
        <div>
          {kind !== "none" && (
            <>
              <label className="field">
                Raters per patch
                <input
                  type="number"
                  min={1}
                  max={20}
                  value={k}
                  onChange={(e) => setK(Number(e.target.value))}
                  style={{ width: 90 }}
                />
              </label>
              <fieldset className="field">
                <legend>
                  Rater pool ({pool.length} of {raters.length})
                </legend>
                {raters.length === 0 && (
                  <div className="subtle">
                    No one holds the rater role in this project; an admin can grant it.
                  </div>
                )}
                {raters.map((r) => (
                  <label key={r.userId} style={{ display: "block" }}>
                    <input
                      type="checkbox"
                      checked={pool.includes(r.userId)}
                      onChange={() => setPool(flip(pool, r.userId))}
                    />{" "}
                    {r.name} <span className="subtle">{r.email}</span>
                  </label>
                ))}
              </fieldset>
            </>
          )}
          <fieldset className="field">
            <legend>Adjudicators besides leads (optional)</legend>
            {members.map((m) => (
              <label key={m.userId} style={{ display: "block" }}>
                <input
                  type="checkbox"
                  checked={adjudicators.includes(m.userId)}
                  onChange={() => setAdjudicators(flip(adjudicators, m.userId))}
                />{" "}
                {m.name}
              </label>
            ))}
          </fieldset>
        </div>
      </div>
      {kind === "benchmark" && preview.data && (
        <BenchmarkTable preview={preview.data} loading={preview.isFetching} />
      )}
      <div className="toolbar" style={{ marginTop: 12, marginBottom: 0 }}>
        <button
          className="primary"
          type="submit"
          disabled={
            create.isPending ||
            (kind === "benchmark" && (preview.isFetching || preview.isError || !preview.data))
          }
        >
          {create.isPending ? "Creating…" : "Create and assign"}
        </button>
      </div>
      {create.isError && (
        <div className="alert error" role="alert">
          {create.error.message}
        </div>
      )}
    </form>
  );
}
