import { compareRunPairs } from "./compare-run-pairs";
import { computeBouncerRows } from "./compute-bouncer-rows";
import { computeFileLocalization } from "./compute-file-localization";
import { computeGroupPassAtK } from "./compute-group-pass-at-k";
import { computePlausibleValid } from "./compute-plausible-valid";
import { computeScoreCurves } from "./compute-score-curves";
import type { TResearchData, TResearchReport } from "./types";

/** Every research table's figures from the loaded data (pure). */
export function computeResearchReport(options: {
  data: TResearchData;
  bootstrap: { seed: number; replicates: number; level: number };
}): TResearchReport {
  const { data, bootstrap } = options;
  return {
    runs: data.runs.map((r) => ({ id: r.id, label: r.label, origin: r.origin })),
    consensusPatches: data.consensus.size,
    bootstrap,
    scoreCurves: computeScoreCurves({ data }),
    pairs: compareRunPairs({ data, bootstrap }),
    bouncer: computeBouncerRows({ data }),
    passAtK: computeGroupPassAtK({ data }),
    plausibleValid: computePlausibleValid({ data }),
    localization: computeFileLocalization({ data }),
  };
}
