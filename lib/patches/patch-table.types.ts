import type { TPatchConsensus } from "./load-campaign-consensus";
import type { TPatchVerdict } from "./load-run-verdicts";

/** One row of the patch table. */
export type TPatchRow = {
  /** Internal id (the patch page's address). */
  id: string;
  patch: string;
  bug: string;
  bugType: string | null;
  tool: string | null;
  model: string | null;
  passesTests: boolean | null;
  /** Per shown campaign id: its consensus, null when it has none. */
  consensus: Record<string, TPatchConsensus | null>;
  /** Per shown run id: its verdict, null when it has none. */
  verdicts: Record<string, TPatchVerdict | null>;
  /** Verdicts of the shown runs with an evidence flag; null when no run is shown. */
  flags: number | null;
};

export type TPatchTable = {
  /** The campaign and run columns shown, in the order asked. */
  campaigns: { id: string; name: string }[];
  runs: { id: string; label: string }[];
  /** Rows matching the filters (every page). */
  total: number;
  page: number;
  size: number;
  sort: string;
  dir: "asc" | "desc";
  /** Labels counted as missing when the consensus was derived. */
  missing: string[];
  /** The project's patches left out because the viewer is still labelling them. */
  hidden: number;
  /** The active policy drill-down (`decision`), with its caption; null without one. */
  decision: { caption: string } | null;
  rows: TPatchRow[];
  /** What the filters can choose from. */
  options: {
    bugTypes: string[];
    tools: string[];
    models: string[];
    campaigns: { id: string; name: string }[];
    runs: { id: string; label: string }[];
  };
};
