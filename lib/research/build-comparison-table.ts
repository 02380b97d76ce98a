import type { TTable } from "@/lib/tables/format-table";
import type { TGetRunComparisonResponse } from "./research-api.types";

/**
 * The per-patch table of a run comparison, as exported (CSV through lib/tables, the page's
 * download and `rubricate judge compare --format csv`): one row per patch both runs hold, or only
 * the flipped ones.
 */
export function buildComparisonTable(options: {
  comparison: TGetRunComparisonResponse;
  flippedOnly?: boolean;
}): TTable {
  const { comparison: c, flippedOnly } = options;
  const side = (s: TGetRunComparisonResponse["patches"][number]["a"]) => [
    s.label ?? s.status,
    s.confidence,
    s.justification ?? s.error ?? "",
  ];
  return {
    caption: `Run A ${c.runA.label} against run B ${c.runB.label}, patch by patch`,
    columns: [
      "Bug",
      "Patch",
      "Run A",
      "Run A confidence",
      "Run A justification",
      "Run B",
      "Run B confidence",
      "Run B justification",
      "Consensus",
      "Flipped",
      "Agrees with consensus",
    ],
    rows: c.patches
      .filter((p) => !flippedOnly || p.flipped)
      .map((p) => [
        p.bugId,
        p.patchId,
        ...side(p.a),
        ...side(p.b),
        p.consensus,
        p.flipped,
        p.agrees,
      ]),
  };
}
