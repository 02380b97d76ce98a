"use client";

import { useState } from "react";
import { DiffView } from "@/components/diff/diff-view";
import { useRubricBench } from "./use-rubric-bench";
import { useRunBench, type TBenchResult } from "./use-run-bench";

function Outcome({
  result,
  expected,
}: {
  result: TBenchResult | undefined;
  expected: string | null;
}) {
  if (!result) return <span className="subtle">not run</span>;
  if (result.state === "running") return <span className="subtle">judging…</span>;
  if (result.state === "error")
    return (
      <span className="field-error" role="alert">
        {result.message}
      </span>
    );
  const v = result.verdict;
  return (
    <span>
      {v.grade && (
        <span className="badge" data-testid="bench-grade">
          grade {v.grade.value} {v.grade.label}
        </span>
      )}{" "}
      <span className={`badge ${v.label === "VALID" ? "ok" : "warn"}`}>{v.label}</span>{" "}
      {v.modelLabel && (
        <span className="subtle" title="The label is the grade's collapse, as in a run.">
          (model said {v.modelLabel}){" "}
        </span>
      )}
      {expected === null ? (
        <span className="subtle">no consensus to compare</span>
      ) : v.agrees ? (
        <span className="badge ok">as expected</span>
      ) : (
        <span className="badge bad">expected {expected}</span>
      )}
      {v.cached && <span className="subtle"> · cached</span>}
    </span>
  );
}

/**
 * The rubric test bench (paper 001 §8): the judge run on the developers' fix, generated negative
 * controls and a few real candidates with the rubric exactly as it stands in the editor; results
 * arrive one by one and turn stale as soon as the text changes.
 */
export function RubricTestBench({
  slug,
  bugId,
  text,
}: {
  slug: string;
  bugId: string;
  text: string;
}) {
  const bench = useRubricBench(slug, bugId);
  const { results, ranWith, run } = useRunBench(slug, bugId);
  const [configId, setConfigId] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const data = bench.data;
  const chosen = configId || data?.configs[0]?.id || "";
  const stale = ranWith !== null && ranWith !== text;
  const done = Object.values(results).filter((r) => r.state !== "running").length;
  const total = Object.keys(results).length;
  return (
    <section className="panel" aria-label="Rubric test bench">
      <h2>Test bench</h2>
      {bench.isError && (
        <div className="alert error" role="alert">
          {bench.error.message}
        </div>
      )}
      {data && data.configs.length === 0 && (
        <div className="subtle">
          No judge configuration reads a rubric yet: create one (golden or draft rubric reference)
          on the judge page. The no-LLM baseline compares with the developer fix and ignores
          rubrics, so it cannot test one.
        </div>
      )}
      {data && data.configs.length > 0 && (
        <div className="toolbar">
          <select
            aria-label="Judge configuration"
            value={chosen}
            onChange={(e) => setConfigId(e.target.value)}
          >
            {data.configs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="primary"
            disabled={total > done}
            onClick={() =>
              void run({ rubric: text, configId: chosen, caseIds: data.cases.map((c) => c.id) })
            }
          >
            {ranWith === null ? "Run bench" : "Run again"}
          </button>
          {total > 0 && (
            <span className="subtle" role="status" data-testid="bench-progress">
              {done} / {total} judged
            </span>
          )}
          {stale && (
            <span className="badge warn" data-testid="bench-stale">
              stale: the rubric changed since this run
            </span>
          )}
        </div>
      )}
      {data && (
        <table className="data">
          <thead>
            <tr>
              <th>Case</th>
              <th>Expected</th>
              <th>Judge</th>
            </tr>
          </thead>
          <tbody>
            {data.cases.map((c) => {
              const r = results[c.id];
              return (
                <tr key={c.id} data-testid="bench-case" className={stale ? "stale" : undefined}>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setOpen(open === c.id ? null : c.id)}
                    >
                      {c.title}
                    </button>
                    {open === c.id && <DiffView diff={c.diff} label={c.title} />}
                    {r?.state === "done" && <div className="subtle">{r.verdict.justification}</div>}
                  </td>
                  <td>{c.expected ?? "—"}</td>
                  <td>
                    <Outcome result={r} expected={c.expected} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
