"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import type { TFewShotTuningResponse } from "@/lib/tuning/few-shot-api.types";
import { ApiError } from "@/components/query/fetch-json";
import { FewShotForm } from "./few-shot-form";
import { HeldOutReport } from "./held-out-report";
import { StartVersionRun } from "./start-version-run";
import { tuningUrl } from "./tuning-keys";
import { useHeldOutReport } from "./use-held-out-report";

type TRunHint = {
  campaignId: string;
  campaignName: string;
  run: { configId: string; version: number };
};

/**
 * The tune page: the few-shot form (preview, create), then for the tuned version in the URL
 * (`config`, `version`) its held-out report, or what is missing for it (a run to start).
 */
export function TuneView({ slug }: { slug: string }) {
  const params = useSearchParams();
  const [chosen, setChosen] = useState<{ config: string; version: number } | null>(null);
  const config = chosen?.config ?? params.get("config");
  const versionParam = chosen?.version ?? Number(params.get("version") ?? NaN);
  const version = Number.isInteger(versionParam) ? versionParam : null;
  const report = useHeldOutReport(slug, config, version);
  const created = (result: TFewShotTuningResponse) => {
    if (!result.config) return;
    const next = { config: result.config.name, version: result.config.version };
    window.history.replaceState(null, "", tuningUrl.page(slug, next.config, next.version));
    setChosen(next);
  };
  const error = report.error instanceof ApiError ? report.error : null;
  const hint = error?.status === 409 ? (error.details as TRunHint | undefined) : undefined;
  return (
    <>
      <FewShotForm
        slug={slug}
        initialConfig={config}
        initialVersion={version}
        onCreated={created}
      />
      {config && version !== null && (
        <section aria-label="Tuned version" style={{ marginTop: 16 }}>
          {report.data && <HeldOutReport report={report.data} />}
          {report.isError && (
            <div className="panel">
              <h2>
                {config} v{version}: held-out report
              </h2>
              <div className={hint ? "subtle" : "alert error"} role="alert">
                {report.error.message}
              </div>
              {hint?.run && (
                <StartVersionRun
                  key={hint.run.configId}
                  slug={slug}
                  configId={hint.run.configId}
                  version={hint.run.version}
                  campaignId={hint.campaignId}
                  campaignName={hint.campaignName}
                />
              )}
              <button type="button" className="link-button" onClick={() => void report.refetch()}>
                Check again
              </button>
            </div>
          )}
        </section>
      )}
    </>
  );
}
