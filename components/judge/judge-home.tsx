"use client";

import { useCallback, useRef, useState } from "react";
import { ConfigForm } from "./config-form";
import { ConfigTable } from "./config-table";
import { configName } from "./judge-format";
import { ExternalImportForm } from "./external-import-form";
import { RunForm } from "./run-form";
import { RunList } from "./run-list";
import { useJudgeConfigs, type TJudgeConfigRow } from "./use-judge-configs";
import { useJudgeRuns } from "./use-judge-runs";

/** The judge page: configurations (with the form for a new one), the run form and the runs. */
export function JudgeHome({ slug, canRun }: { slug: string; canRun: boolean }) {
  const configs = useJudgeConfigs(slug);
  const runs = useJudgeRuns(slug);
  const [from, setFrom] = useState<{ config: TJudgeConfigRow | null; n: number }>({
    config: null,
    n: 0,
  });
  // Whether the configuration form holds input: "New version" then asks before replacing it.
  const formDirty = useRef(false);
  const onDirty = useCallback((dirty: boolean) => void (formDirty.current = dirty), []);
  const newVersion = (config: TJudgeConfigRow) => {
    if (
      formDirty.current &&
      !window.confirm(
        `Start a new version of "${config.name}" (from ${configName(config)}) in the form? What you typed there is not saved and will be replaced.`,
      )
    )
      return;
    formDirty.current = false;
    setFrom((f) => ({ config, n: f.n + 1 }));
    requestAnimationFrame(() =>
      document.getElementById("new-config")?.scrollIntoView({ behavior: "smooth", block: "start" }),
    );
  };
  const list = configs.data?.configs ?? [];
  return (
    <>
      <section aria-label="Runs">
        <h2>Runs</h2>
        {runs.isError && (
          <div className="alert error" role="alert">
            {runs.error.message}
          </div>
        )}
        {runs.data ? (
          <RunList slug={slug} runs={runs.data.runs} />
        ) : (
          !runs.isError && <div className="subtle">Loading…</div>
        )}
      </section>
      {canRun && configs.data && (
        <div style={{ marginTop: 16 }}>
          <RunForm slug={slug} configs={list} />
        </div>
      )}
      <section aria-label="Configurations" style={{ marginTop: 16 }}>
        <h2>Configurations</h2>
        {configs.isError && (
          <div className="alert error" role="alert">
            {configs.error.message}
          </div>
        )}
        {configs.data ? (
          <ConfigTable configs={list} onNewVersion={canRun ? newVersion : undefined} />
        ) : (
          !configs.isError && <div className="subtle">Loading…</div>
        )}
      </section>
      {canRun && configs.data && (
        <ConfigForm
          key={from.n}
          slug={slug}
          configs={list}
          providers={configs.data.providers}
          from={from.config}
          onDirty={onDirty}
        />
      )}
      {canRun && (
        <div style={{ marginTop: 16 }}>
          <ExternalImportForm slug={slug} />
        </div>
      )}
    </>
  );
}
