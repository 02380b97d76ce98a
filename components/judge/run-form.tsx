"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useBugs } from "@/components/bugs/use-bugs";
import { JUDGE_BATCH_PROVIDERS, REFERENCE_LABELS, type TJudgeRunMode } from "@/lib/judge/schemas";
import type { TJudgePatchFilter } from "@/lib/judge/schemas-filter";
import { configName, fieldError, splitIds } from "./judge-format";
import { groupConfigs } from "./config-table";
import { useJudgeCampaigns } from "./use-judge-campaigns";
import type { TJudgeConfigRow } from "./use-judge-configs";
import { useStartJudgeRun } from "./use-start-judge-run";
import { countNoun } from "@/lib/text/count-noun";

type TKind = TJudgePatchFilter["kind"];
const KINDS: [TKind, string][] = [
  ["all", "All patches"],
  ["golden", "Golden-rubric bugs"],
  ["bugTypes", "Bug types…"],
  ["bugs", "Bug ids…"],
  ["patches", "Patch ids…"],
];

/** The newest version of each name first (newest saved first), then the older versions. */
function orderConfigs(configs: TJudgeConfigRow[]) {
  const groups = groupConfigs(configs).sort((a, b) =>
    b[0]!.createdAt.localeCompare(a[0]!.createdAt),
  );
  return { latest: groups.map((g) => g[0]!), older: groups.flatMap((g) => g.slice(1)) };
}

/**
 * Starts a judge run: configuration, optional campaign (for agreement), which patches, concurrency.
 * Only configurations this server can run are offered (the others say which key to set).
 */
export function RunForm({ slug, configs: all }: { slug: string; configs: TJudgeConfigRow[] }) {
  const configs = all.filter((c) => c.runnable);
  const waiting = all.length - configs.length;
  const router = useRouter();
  const start = useStartJudgeRun(slug);
  const campaigns = useJudgeCampaigns(slug);
  const bugs = useBugs(slug, { pageSize: 1 });
  const { latest, older } = orderConfigs(configs);
  const [configId, setConfigId] = useState("");
  const [campaignId, setCampaignId] = useState("");
  const [kind, setKind] = useState<TKind>("all");
  const [types, setTypes] = useState<string[]>([]);
  const [ids, setIds] = useState("");
  const [concurrency, setConcurrency] = useState("8");
  const [mode, setMode] = useState<TJudgeRunMode>("online");
  const config = configs.find((c) => c.id === (configId || latest[0]?.id));
  const batchable =
    !!config && (JUDGE_BATCH_PROVIDERS as readonly string[]).includes(config.provider);
  const filter = (): TJudgePatchFilter =>
    kind === "bugTypes"
      ? { kind, bugTypes: types }
      : kind === "bugs"
        ? { kind, bugIds: splitIds(ids) }
        : kind === "patches"
          ? { kind, patchIds: splitIds(ids) }
          : { kind };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!config) return;
    start.mutate(
      {
        configId: config.id,
        campaignId: campaignId || null,
        filter: filter(),
        concurrency,
        mode: batchable ? mode : "online",
      },
      { onSuccess: ({ run }) => router.push(`/projects/${slug}/judge/runs/${run.id}`) },
    );
  };
  const err = (path: string) => fieldError(start.error, path);
  const rubric = config && ["golden", "draft", "freeform"].includes(config.reference);
  if (configs.length === 0)
    return (
      <section className="panel" aria-label="Start a run">
        <h2>Start a run</h2>
        <div className="subtle" data-testid="run-form-empty">
          {waiting > 0
            ? "No configuration can run on this server: each waits for its provider's key (see Configurations)."
            : "Save a configuration first."}
        </div>
      </section>
    );
  return (
    <form className="panel" onSubmit={submit} aria-label="Start a run">
      <h2>Start a run</h2>
      <div className="form-row">
        <label className="field">
          Configuration
          <select
            value={config?.id ?? ""}
            onChange={(e) => setConfigId(e.target.value)}
            aria-invalid={err("configId") ? true : undefined}
          >
            {latest.map((c) => (
              <option key={c.id} value={c.id}>
                {configName(c)}
              </option>
            ))}
            {older.length > 0 && (
              <optgroup label="Older versions">
                {older.map((c) => (
                  <option key={c.id} value={c.id}>
                    {configName(c)}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
          {err("configId") && (
            <span className="field-error" role="alert">
              Configuration: {err("configId")}
            </span>
          )}
          {waiting > 0 && (
            <span className="subtle" data-testid="run-form-waiting">
              {waiting} configuration{waiting === 1 ? "" : "s"} cannot run here (no key) and{" "}
              {waiting === 1 ? "is" : "are"} not offered.
            </span>
          )}
        </label>
        {campaigns.isPending && (
          <label className="field">
            Campaign (for agreement)
            <select disabled>
              <option>Loading…</option>
            </select>
          </label>
        )}
        {campaigns.data && (
          <label className="field">
            Campaign (for agreement)
            <select value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
              <option value="">None</option>
              {campaigns.data.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.phase},{" "}
                  {countNoun({ count: c.patches, one: "patch", other: "patches" })})
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="field">
          Concurrency
          <input
            type="number"
            min={1}
            max={64}
            value={concurrency}
            onChange={(e) => setConcurrency(e.target.value)}
            style={{ width: 90 }}
            aria-invalid={err("concurrency") ? true : undefined}
          />
          {err("concurrency") && (
            <span className="field-error" role="alert">
              Concurrency: {err("concurrency")}
            </span>
          )}
        </label>
      </div>
      {config && (
        <div className="subtle" style={{ marginTop: 6 }}>
          {REFERENCE_LABELS[config.reference]} · {config.samples} sample
          {config.samples === 1 ? "" : "s"} per patch
          {rubric && " · patches whose bug lacks that rubric are left out"}
          {campaignId && " · only the campaign's patches"}
        </div>
      )}
      <fieldset className="field" style={{ marginTop: 10 }}>
        <legend>Patches</legend>
        <div className="toolbar" style={{ marginBottom: 6 }}>
          {KINDS.map(([v, text]) => (
            <label key={v}>
              <input
                type="radio"
                name="judge-filter"
                checked={kind === v}
                onChange={() => setKind(v)}
              />{" "}
              {text}
            </label>
          ))}
        </div>
        {kind === "bugTypes" && (
          <select
            multiple
            aria-label="Bug types"
            value={types}
            onChange={(e) => setTypes([...e.target.selectedOptions].map((o) => o.value))}
            style={{ minWidth: 260 }}
          >
            {(bugs.data?.bugTypes ?? []).map((t) => (
              <option key={t.type} value={t.type}>
                {t.type} ({t.count})
              </option>
            ))}
          </select>
        )}
        {(kind === "bugs" || kind === "patches") && (
          <textarea
            aria-label={kind === "bugs" ? "Bug ids" : "Patch ids"}
            rows={3}
            value={ids}
            onChange={(e) => setIds(e.target.value)}
            placeholder="ids separated by commas, spaces or new lines"
            style={{ maxWidth: 560 }}
          />
        )}
        {err("filter") && (
          <span className="field-error" role="alert">
            Patches: {err("filter")}
          </span>
        )}
      </fieldset>
      <fieldset className="field" style={{ marginTop: 10 }}>
        <legend>Calls</legend>
        <div className="toolbar" style={{ marginBottom: 0 }}>
          <label>
            <input
              type="radio"
              name="judge-mode"
              checked={mode === "online" || !batchable}
              onChange={() => setMode("online")}
            />{" "}
            Online (one call per job, results as they come)
          </label>
          <label title={batchable ? undefined : "This provider has no batch API"}>
            <input
              type="radio"
              name="judge-mode"
              checked={batchable && mode === "batch"}
              disabled={!batchable}
              onChange={() => setMode("batch")}
            />{" "}
            Batch API (half the price; the provider answers within 24 h)
          </label>
        </div>
        {err("mode") && (
          <span className="field-error" role="alert">
            Calls: {err("mode")}
          </span>
        )}
      </fieldset>
      <div className="toolbar" style={{ marginTop: 12, marginBottom: 0 }}>
        <button className="primary" type="submit" disabled={start.isPending || !config}>
          {start.isPending ? "Starting…" : "Start run"}
        </button>
      </div>
      {start.isError && !["configId", "filter", "concurrency", "mode"].some((p) => err(p)) && (
        <div className="alert error" role="alert">
          {start.error.message}
        </div>
      )}
    </form>
  );
}
