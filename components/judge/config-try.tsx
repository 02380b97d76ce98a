"use client";

import { useState } from "react";
import type { TTryJudgeConfigResponse } from "@/lib/judge/judge-api.types";
import { LabelBadge } from "./judge-badges";
import { useTryJudgeConfig } from "./use-try-judge-config";
import type { TCreateJudgeConfigInput } from "./use-create-judge-config";

/**
 * "Try on one patch" for the unsaved configuration: the verdict it gives one patch (a patch id,
 * or the project's first that has the reference), before saving. A verdict shown is of the
 * draft as it was tried (`tried`); the form clears it when the draft changes.
 */
export function ConfigTry({
  slug,
  input,
  blocked,
  verdict,
  onVerdict,
}: {
  slug: string;
  input: TCreateJudgeConfigInput;
  /** Why it cannot be tried now (no key here, fix_spec), or null. */
  blocked: string | null;
  verdict: TTryJudgeConfigResponse | null;
  onVerdict: (v: TTryJudgeConfigResponse | null) => void;
}) {
  const tryOn = useTryJudgeConfig(slug);
  const [patchId, setPatchId] = useState("");
  const run = () => {
    onVerdict(null);
    tryOn.mutate(
      { config: input, ...(patchId.trim() ? { patchId: patchId.trim() } : {}) },
      { onSuccess: (v) => onVerdict(v) },
    );
  };
  return (
    <div
      className="config-try"
      style={{ marginTop: 12 }}
      aria-label="Try on one patch"
      role="group"
    >
      <div className="toolbar" style={{ marginBottom: 0 }}>
        <input
          value={patchId}
          onChange={(e) => setPatchId(e.target.value)}
          placeholder="Patch id (default: the first with the reference)"
          aria-label="Patch to try"
          style={{ minWidth: 320 }}
        />
        <button
          type="button"
          onClick={run}
          disabled={tryOn.isPending || blocked !== null}
          title={blocked ?? "Judge one patch with this configuration, without saving it"}
        >
          {tryOn.isPending ? "Judging…" : "Try on one patch"}
        </button>
        {blocked && <span className="subtle">{blocked}</span>}
      </div>
      {tryOn.isError && (
        <div className="alert error" role="alert" data-testid="config-try-error">
          {tryOn.error.message}
        </div>
      )}
      {verdict && (
        <div className="rating-card" data-testid="config-try-verdict" style={{ marginTop: 8 }}>
          <div className="toolbar" style={{ marginBottom: 6 }}>
            <LabelBadge label={verdict.label} />
            <span className="mono">{verdict.patchId}</span>
            {verdict.score !== null && (
              <span className="subtle">score {verdict.score.toFixed(2)}</span>
            )}
            {verdict.grade !== null && (
              <span data-testid="config-try-grade">
                grade {verdict.grade}
                {verdict.modelLabel
                  ? ` (model said ${verdict.modelLabel}; set from the grade)`
                  : ""}
              </span>
            )}
            {verdict.cached && <span className="badge info">cached</span>}
            <span className="subtle">not saved: a try, before saving</span>
          </div>
          <div className="justification">{verdict.justification}</div>
        </div>
      )}
    </div>
  );
}
