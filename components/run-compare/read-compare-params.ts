import type { TCompareParams } from "./compare-keys";

/**
 * The compare page's address (`runA`, `runB`, `campaign`, `missing`, `seed`, `replicates`,
 * `show`) and, once both runs are chosen, what the page asks the server (`query`). A blank value
 * is absent (the server's default), except `missing=`, which means nothing counts as missing. A
 * seed or replicate count that is not a number is sent as it reads (NaN), so the server names
 * the parameter it refuses.
 */
export function readCompareParams(search: string | URLSearchParams): {
  runA: string | null;
  runB: string | null;
  campaign: string | null;
  showAll: boolean;
  query: TCompareParams | null;
} {
  const params = new URLSearchParams(search);
  const read = (k: string) => params.get(k)?.trim() || null;
  const num = (k: string) => {
    const v = read(k);
    return v === null ? undefined : Number(v);
  };
  const missing = params.get("missing");
  const [runA, runB, campaign] = [read("runA"), read("runB"), read("campaign")];
  return {
    runA,
    runB,
    campaign,
    showAll: read("show") === "all",
    query:
      runA && runB
        ? {
            runA,
            runB,
            campaign: campaign ?? undefined,
            missing:
              missing === null
                ? undefined
                : missing
                    .split(",")
                    .map((l) => l.trim())
                    .filter(Boolean),
            seed: num("seed"),
            replicates: num("replicates"),
          }
        : null,
  };
}
