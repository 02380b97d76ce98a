"use client";

import { ConfigScale } from "./config-scale";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import {
  JUDGE_PROVIDERS,
  JUDGE_REFERENCES,
  REFERENCE_LABELS,
  type TJudgeProvider,
  type TRunnableReference,
} from "@/lib/judge/schemas";
import type {
  TGetJudgeConfigsResponse,
  TTryJudgeConfigResponse,
} from "@/lib/judge/judge-api.types";
import { ApiError } from "@/components/query/fetch-json";
import type { TFixSpecSource } from "@/lib/fix-specs/schemas";
import { configName, fieldError } from "./judge-format";
import { useCreateJudgeConfig } from "./use-create-judge-config";
import { useRuleVersions } from "@/components/rules/use-rule-versions";
import type { TJudgeConfigRow } from "./use-judge-configs";
import {
  canJudgePerRequirement,
  changeDraft,
  draftFromConfig,
  draftInput,
  EMPTY_DRAFT,
  sameDraft,
  type TDraft,
} from "./config-draft";
import { ConfigField as Field } from "./config-field";
import { ConfigTry } from "./config-try";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

const PROVIDER_LABELS: Record<TJudgeProvider, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google",
  "openai-compatible": "OpenAI-compatible endpoint",
  baseline: "No LLM · similarity baseline",
};

const FIELDS = [
  "name",
  "description",
  "provider",
  "model",
  "reference",
  "samples",
  "temperature",
  "maxTokens",
  "threshold",
  "specWriter",
  "perRequirement",
  "rules",
  "scale",
];
/**
 * Saves a judge configuration; an existing name becomes its next version. Changing the provider
 * or the reference resets the fields that depend on it (changeDraft), a save starts the next
 * configuration from empty (unless the form was changed while it ran: then what was typed
 * stays), a provider this server cannot reach is saved only with its "cannot run here: set …"
 * shown, and "Try on one patch" shows the draft's verdict first. `onDirty` hears whether the
 * form holds input beyond its start (the page asks before replacing it).
 */
export function ConfigForm({
  slug,
  configs,
  providers,
  from,
  onSaved,
  onDirty,
}: {
  slug: string;
  configs: TJudgeConfigRow[];
  providers: TGetJudgeConfigsResponse["providers"];
  from: TJudgeConfigRow | null;
  onSaved?: () => void;
  onDirty?: (dirty: boolean) => void;
}) {
  const create = useCreateJudgeConfig(slug);
  // What the form started from (a configuration's values, empty, or what a save just sent).
  const [start, setStart] = useState<TDraft>(() => (from ? draftFromConfig(from) : EMPTY_DRAFT));
  const [d, setD] = useState<TDraft>(start);
  const latestDraft = useRef(d);
  latestDraft.current = d;
  const dirty = !sameDraft(d, start);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  useLeaveGuard({
    active: dirty,
    message: "This judge configuration is not saved. Leave anyway? What you typed is not kept.",
  });
  const [saved, setSaved] = useState<string | null>(null);
  const [tried, setTried] = useState<TTryJudgeConfigResponse | null>(null);
  // Bumped by a save: the try box (its patch id) starts over with the next configuration.
  const [round, setRound] = useState(0);
  const set = (patch: Partial<TDraft>) => {
    setTried(null);
    setD((prev) => changeDraft(prev, patch));
  };
  const versions = useRuleVersions(slug);
  const ruleVersions = [
    ...new Set([
      ...(versions.data ?? []).map((v) => v.version),
      ...(/^\d+$/.test(d.rules) ? [Number(d.rules)] : []),
    ]),
  ].sort((a, b) => b - a);
  const baseline = d.provider === "baseline";
  const canPerRequirement = canJudgePerRequirement(d);
  const unreachable = providers[d.provider]?.reason ?? null;
  const latest = configs
    .filter((c) => c.name === d.name.trim())
    .sort((a, b) => b.version - a.version)[0];
  const err = (path: string) => fieldError(create.error, path);
  const attrs = (path: string) => ({ "aria-invalid": err(path) ? true : undefined });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const sent = d;
    create.mutate(draftInput(sent), {
      onSuccess: ({ config }) => {
        // Changed while the save ran: the form keeps what was typed, measured from what was sent.
        const keep = !sameDraft(latestDraft.current, sent);
        setSaved(
          `Saved ${configName(config)}.${unreachable ? ` It ${unreachable}; runs offer it once it can.` : ""}${keep ? " What you typed while it saved is still in the form." : ""}`,
        );
        create.reset();
        onSaved?.();
        if (keep) return setStart(sent);
        // The next configuration starts from empty: nothing of this one is carried into it.
        setStart(EMPTY_DRAFT);
        setD(EMPTY_DRAFT);
        setTried(null);
        setRound((r) => r + 1);
      },
    });
  };
  const fields = create.error instanceof ApiError ? create.error.fields : [];
  const inline = fields.length > 0 && fields.every((f) => FIELDS.includes(f.path));
  return (
    <form className="panel" onSubmit={submit} aria-label="New configuration" id="new-config">
      <h2>New configuration</h2>
      <div className="form-row" style={{ alignItems: "flex-start" }}>
        <Field
          label="Name"
          error={err("name")}
          hint={
            latest
              ? `"${latest.name}" exists (v${latest.version}): saving adds version ${latest.version + 1}.`
              : undefined
          }
        >
          <input
            value={d.name}
            onChange={(e) => set({ name: e.target.value })}
            placeholder="e.g. Golden rubric, 5 samples"
            {...attrs("name")}
          />
        </Field>
        <Field label="Provider" error={err("provider")}>
          <select
            value={d.provider}
            onChange={(e) => set({ provider: e.target.value as TJudgeProvider })}
            {...attrs("provider")}
          >
            {JUDGE_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {PROVIDER_LABELS[p]}
              </option>
            ))}
          </select>
        </Field>
        {!baseline && (
          <Field label="Model" error={err("model")}>
            <input
              value={d.model}
              onChange={(e) => set({ model: e.target.value })}
              placeholder="e.g. gpt-4.1-mini"
              {...attrs("model")}
            />
          </Field>
        )}
        <Field
          label="Reference"
          error={err("reference")}
          hint={baseline ? "The baseline compares with the developer fix." : undefined}
        >
          <select
            value={baseline ? "ground_truth" : d.reference}
            disabled={baseline}
            onChange={(e) => set({ reference: e.target.value as TRunnableReference })}
            {...attrs("reference")}
          >
            {JUDGE_REFERENCES.map((r) => (
              <option key={r} value={r}>
                {REFERENCE_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
        {!baseline && d.reference === "fix_spec" && (
          <Field
            label="Specification writer"
            error={err("specWriter")}
            hint="never sees the developer fix"
          >
            <select
              value={d.specWriter}
              onChange={(e) => set({ specWriter: e.target.value as TFixSpecSource })}
              {...attrs("specWriter")}
            >
              <option value="llm">The judge&apos;s model</option>
              <option value="offline">Offline writer (no LLM)</option>
            </select>
          </Field>
        )}
        {!baseline && (
          <Field
            label="Project rules"
            error={err("rules")}
            hint={<Link href={`/projects/${slug}/rules`}>the Rules page</Link>}
          >
            <select
              value={d.rules}
              onChange={(e) => set({ rules: e.target.value })}
              {...attrs("rules")}
            >
              <option value="none">Not in the prompt</option>
              <option value="current">Current version (when a run starts)</option>
              {ruleVersions.map((v) => (
                <option key={v} value={String(v)}>
                  Version {v} (pinned)
                </option>
              ))}
            </select>
          </Field>
        )}
        {canPerRequirement && (
          <label className="field" title="Also a verdict per rubric requirement">
            Per requirement
            <span>
              <input
                type="checkbox"
                checked={d.perRequirement}
                onChange={(e) => set({ perRequirement: e.target.checked })}
                {...attrs("perRequirement")}
              />{" "}
              Judge each requirement
            </span>
            <span className="subtle">met or not, with a note, beside the label</span>
            {err("perRequirement") && (
              <span className="field-error" role="alert">
                Per requirement: {err("perRequirement")}
              </span>
            )}
          </label>
        )}
      </div>
      <div className="form-row" style={{ alignItems: "flex-start", marginTop: 10 }}>
        {baseline ? (
          <Field
            label="Threshold"
            error={err("threshold")}
            hint="VALID at or above this similarity"
          >
            <input
              type="number"
              min={0}
              max={1}
              step={0.05}
              value={d.threshold}
              onChange={(e) => set({ threshold: e.target.value })}
              style={{ width: 110 }}
              {...attrs("threshold")}
            />
          </Field>
        ) : (
          <>
            <Field label="Samples" error={err("samples")} hint="majority vote">
              <input
                type="number"
                min={1}
                max={15}
                value={d.samples}
                onChange={(e) => set({ samples: e.target.value })}
                style={{ width: 90 }}
                {...attrs("samples")}
              />
            </Field>
            <Field label="Temperature" error={err("temperature")}>
              <input
                type="number"
                min={0}
                max={2}
                step={0.1}
                value={d.temperature}
                onChange={(e) => set({ temperature: e.target.value })}
                style={{ width: 100 }}
                {...attrs("temperature")}
              />
            </Field>
            <Field label="Max tokens" error={err("maxTokens")}>
              <input
                type="number"
                min={16}
                max={200000}
                value={d.maxTokens}
                onChange={(e) => set({ maxTokens: e.target.value })}
                style={{ width: 110 }}
                {...attrs("maxTokens")}
              />
            </Field>
          </>
        )}
        <Field label="Description" error={err("description")}>
          <input
            value={d.description}
            onChange={(e) => set({ description: e.target.value })}
            placeholder="What is this version for?"
            style={{ minWidth: 320 }}
            {...attrs("description")}
          />
        </Field>
      </div>
      {!baseline && <ConfigScale scale={d.scale} onChange={(scale) => set({ scale })} />}
      {unreachable && (
        <div className="alert warn" role="status" data-testid="config-form-unreachable">
          {PROVIDER_LABELS[d.provider]}: {unreachable}. It can be saved, but runs and the rubric
          test bench offer it only once this server has the key.
        </div>
      )}
      <ConfigTry
        key={round}
        slug={slug}
        input={{ ...draftInput(d), name: d.name.trim() || "try" }}
        blocked={
          unreachable ??
          (!baseline && d.reference === "fix_spec"
            ? "a fix-specification judge is tried by a run (it writes the specification)"
            : null)
        }
        verdict={tried}
        onVerdict={setTried}
      />
      <div className="toolbar" style={{ marginTop: 12, marginBottom: 0 }}>
        <button className="primary" type="submit" disabled={create.isPending}>
          {create.isPending
            ? "Saving…"
            : latest
              ? `Save as v${latest.version + 1}`
              : "Save configuration"}
          {unreachable ? " (cannot run here)" : ""}
        </button>
        <span className="subtle">
          Configurations are never edited: each save is a new version, so every run keeps what it
          used.
        </span>
      </div>
      {create.isError && !inline && (
        <div className="alert error" role="alert">
          {create.error.message}
        </div>
      )}
      {saved && (
        <div className="alert success" role="status">
          {saved}
        </div>
      )}
    </form>
  );
}
