"use client";

import { useMemo, useState } from "react";
import type { TFewShotTuningResponse } from "@/lib/tuning/few-shot-api.types";
import { ApiError } from "@/components/query/fetch-json";
import { useJudgeCampaigns } from "@/components/judge/use-judge-campaigns";
import { useJudgeConfigs } from "@/components/judge/use-judge-configs";
import { useJudgeRuns } from "@/components/judge/use-judge-runs";
import { FewShotPreview } from "./few-shot-preview";
import { useFewShotTuning } from "./use-few-shot-tuning";

const DONE = new Set(["completed", "completed_with_failures"]);

type TProps = {
  slug: string;
  /** The configuration name and version from the URL, preselected. */
  initialConfig: string | null;
  initialVersion: number | null;
  onCreated: (result: TFewShotTuningResponse) => void;
};

/** The few-shot tuning form: base version, revealed campaign, optional base run, seed, share, examples → Preview → Create. */
export function FewShotForm(props: TProps) {
  const { slug, onCreated } = props;
  const configs = useJudgeConfigs(slug);
  const campaigns = useJudgeCampaigns(slug);
  const runs = useJudgeRuns(slug);
  const tune = useFewShotTuning(slug);
  const tunable = useMemo(
    () => (configs.data?.configs ?? []).filter((c) => !c.baseline && c.reference !== "external"),
    [configs.data],
  );
  const revealed = (campaigns.data ?? []).filter((c) => c.phase !== "labelling");
  const [picked, setConfigId] = useState<string | null>(null);
  const [pickedCampaign, setCampaignId] = useState<string | null>(null);
  const [baseRunId, setBaseRunId] = useState("");
  const [seed, setSeed] = useState("42");
  const [share, setShare] = useState("0.5");
  const [examples, setExamples] = useState("4");
  const [preview, setPreview] = useState<TFewShotTuningResponse | null>(null);
  const [created, setCreated] = useState<TFewShotTuningResponse["config"]>(null);
  const initial =
    tunable.find(
      (c) =>
        c.name === props.initialConfig &&
        (props.initialVersion === null || c.version === props.initialVersion),
    ) ?? tunable[0];
  const configId = picked ?? initial?.id ?? "";
  const campaignId = pickedCampaign ?? revealed[0]?.id ?? "";
  const config = tunable.find((c) => c.id === configId);
  const baseRuns = (runs.data?.runs ?? []).filter(
    (r) =>
      config &&
      r.config.name === config.name &&
      r.config.version === config.version &&
      r.campaign?.id === campaignId &&
      DONE.has(r.status),
  );
  const input = (dryRun: boolean) => ({
    configId,
    campaignId,
    baseRunId: baseRunId || null,
    seed: Number(seed),
    heldOutShare: Number(share),
    examples: Number(examples),
    dryRun,
  });
  const err = (path: string) =>
    tune.error instanceof ApiError
      ? tune.error.fields.find((f) => f.path === path)?.message
      : undefined;
  const changed = () => {
    setPreview(null);
    setCreated(null);
  };
  return (
    <>
      <form
        className="panel"
        aria-label="Few-shot tuning"
        onSubmit={(e) => {
          e.preventDefault();
          tune.mutate(input(true), { onSuccess: setPreview });
        }}
      >
        <h2>Few-shot examples from a campaign&apos;s disagreements</h2>
        <div className="form-row">
          <label className="field">
            <span>Base configuration version</span>
            <select
              value={configId}
              onChange={(e) => {
                setConfigId(e.target.value);
                setBaseRunId("");
                changed();
              }}
            >
              {tunable.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} v{c.version}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Revealed campaign</span>
            <select
              value={campaignId}
              onChange={(e) => {
                setCampaignId(e.target.value);
                setBaseRunId("");
                changed();
              }}
            >
              {revealed.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Base run (optional)</span>
            <select
              value={baseRunId}
              onChange={(e) => {
                setBaseRunId(e.target.value);
                changed();
              }}
            >
              <option value="">none: adjudicated patches only</option>
              {baseRuns.map((r) => (
                <option key={r.id} value={r.id}>
                  {new Date(r.createdAt).toLocaleString("en-GB")} ({r.done} done)
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="form-row">
          {(
            [
              ["Seed", seed, setSeed, "seed"],
              ["Held-out share", share, setShare, "heldOutShare"],
              ["Examples (1–8)", examples, setExamples, "examples"],
            ] as const
          ).map(([label, value, set, path]) => (
            <label className="field" key={path}>
              <span>{label}</span>
              <input
                value={value}
                inputMode="decimal"
                onChange={(e) => {
                  set(e.target.value);
                  changed();
                }}
                style={{ width: 100 }}
              />
              {err(path) && (
                <span className="field-error" role="alert">
                  {err(path)}
                </span>
              )}
            </label>
          ))}
        </div>
        <div className="toolbar" style={{ marginTop: 12, marginBottom: 0 }}>
          <button type="submit" disabled={tune.isPending || !configId || !campaignId}>
            Preview
          </button>
          <button
            type="button"
            className="primary"
            disabled={tune.isPending || !preview}
            title={preview ? undefined : "Preview first"}
            onClick={() =>
              tune.mutate(input(false), {
                onSuccess: (result) => {
                  // The form keeps its base version (the URL now names the new one).
                  setConfigId(configId);
                  setPreview(null);
                  setCreated(result.config);
                  onCreated(result);
                },
              })
            }
          >
            Create version
          </button>
        </div>
        {created && (
          <div className="alert" role="status">
            Saved {created.name} v{created.version}. Run it on the campaign, then read its held-out
            report below.
          </div>
        )}
        {revealed.length === 0 && campaigns.isSuccess && (
          <div className="subtle">No revealed campaign yet: tuning needs a consensus.</div>
        )}
        {tune.isError && (
          <div className="alert error" role="alert">
            {tune.error.message}
          </div>
        )}
      </form>
      {preview && <FewShotPreview result={preview} />}
    </>
  );
}
