"use client";

import { useCallback, useRef, useState } from "react";
import type { TRunBenchCaseResponse } from "@/lib/rubric-bench/rubric-bench-api.types";
import { fetchJson } from "@/components/query/fetch-json";
import { rubricUrl } from "./rubric-keys";

export type TBenchResult =
  | { state: "running" }
  | { state: "done"; verdict: TRunBenchCaseResponse }
  | { state: "error"; message: string };

/**
 * Runs every bench case with one rubric text, up to three requests at a time, each result
 * shown as it arrives. `ranWith` is the text the results belong to: when the editor's text
 * differs they are stale. A new run supersedes the previous one's pending answers.
 */
export function useRunBench(slug: string, bugId: string) {
  const [results, setResults] = useState<Record<string, TBenchResult>>({});
  const [ranWith, setRanWith] = useState<string | null>(null);
  const generation = useRef(0);
  const run = useCallback(
    async (options: { rubric: string; configId: string; caseIds: string[] }) => {
      const mine = ++generation.current;
      setRanWith(options.rubric);
      setResults(Object.fromEntries(options.caseIds.map((id) => [id, { state: "running" }])));
      const queue = [...options.caseIds];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          let result: TBenchResult;
          try {
            const verdict = await fetchJson<TRunBenchCaseResponse>(
              rubricUrl(slug, bugId, "templated", "/bench"),
              {
                method: "POST",
                body: JSON.stringify({
                  rubric: options.rubric,
                  caseId: id,
                  configId: options.configId,
                }),
              },
            );
            result = { state: "done", verdict };
          } catch (e) {
            result = { state: "error", message: e instanceof Error ? e.message : String(e) };
          }
          if (generation.current !== mine) return;
          setResults((prev) => ({ ...prev, [id]: result }));
        }
      };
      await Promise.all([worker(), worker(), worker()]);
    },
    [slug, bugId],
  );
  return { results, ranWith, run };
}
