import { formatResultsExport } from "./format-results-export";
import { listJudgeResults } from "./list-judge-results";

/** A run's results as a downloadable CSV or JSONL text (patches the viewer is labelling left out). */
export async function exportJudgeResults(options: {
  projectId: string;
  runId: string;
  viewerId: string;
  format: "csv" | "jsonl";
}) {
  const { rows } = await listJudgeResults(options);
  const text = formatResultsExport({
    rows: rows.map(({ key: _key, ...row }) => row),
    format: options.format,
  });
  return { text, fileName: `judge-run-${options.runId}.${options.format}` };
}
