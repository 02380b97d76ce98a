"use client";

import Link from "next/link";
import { useStartJudgeRun } from "@/components/judge/use-start-judge-run";

/** "Start a run of vN on <campaign>" through the judge's run route, then a link to the run. */
export function StartVersionRun(props: {
  slug: string;
  configId: string;
  version: number;
  campaignId: string;
  campaignName: string;
}) {
  const { slug, configId, version, campaignId, campaignName } = props;
  const start = useStartJudgeRun(slug);
  const started = start.data?.run;
  return (
    <div className="toolbar" style={{ marginBottom: 0 }}>
      {started ? (
        <span role="status">
          Run of v{version} started on {campaignName}:{" "}
          <Link href={`/projects/${slug}/judge/runs/${started.id}`}>follow it</Link>; the report
          appears here when it has finished.
        </span>
      ) : (
        <button
          type="button"
          className="primary"
          disabled={start.isPending}
          onClick={() => start.mutate({ configId, campaignId })}
        >
          Start a run of v{version} on {campaignName}
        </button>
      )}
      {start.isError && (
        <span className="field-error" role="alert">
          {start.error.message}
        </span>
      )}
    </div>
  );
}
