import type { TRejectionThemesView } from "./schemas";
import { countNoun } from "@/lib/text/count-noun";

const clip = (text: string, n: number) => {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

/** The CLI's text report of a run's rejection themes: a header, one line per theme, an example each. Pure. */
export function formatRejectionThemes(options: { view: TRejectionThemesView }): string {
  const { view } = options;
  const by =
    view.source === "offline"
      ? "offline keyword matching (a heuristic, not an LLM)"
      : view.source === "llm"
        ? `the LLM ${view.classifier}`
        : "nobody yet";
  const lines = [
    `Rejection themes of run ${view.runId}: ${countNoun({ count: view.invalid, one: "INVALID verdict" })}, ${view.classified} classified by ${by}.`,
  ];
  if (view.note) lines.push(view.note);
  if (view.hidden > 0)
    lines.push(
      `${countNoun({ count: view.hidden, one: "patch", other: "patches" })} of this run left out of every count: you are labelling them in a campaign.`,
    );
  const width = Math.max(...view.themes.map((t) => t.name.length), 5);
  lines.push(`${"Theme".padEnd(width)}  Count   Share   Paper`);
  for (const t of view.themes) {
    const paper = t.paperShare === null ? "—" : `${(t.paperShare * 100).toFixed(1)}%`;
    lines.push(
      `${t.name.padEnd(width)}  ${String(t.count).padStart(5)}  ${`${t.percent.toFixed(1)}%`.padStart(6)}  ${paper.padStart(6)}`,
    );
    const example = t.examples[0];
    if (example) lines.push(`${" ".repeat(4)}e.g. ${example.patch}: ${clip(example.text, 100)}`);
  }
  return lines.join("\n");
}
