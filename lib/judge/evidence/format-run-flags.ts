import { countNoun } from "@/lib/text/count-noun";
import type { TRunFlagsView } from "./list-run-flags";
import { EVIDENCE_FLAG_INFO, EVIDENCE_FLAG_KINDS } from "./schemas-evidence";

/**
 * The CLI's text report of a run's evidence flags: how many verdicts were read and flagged, the
 * count per kind, then each flagged verdict (bug, patch, sample, label) with its claims and the
 * evidence against them. Pure.
 */
export function formatRunFlags(options: { view: TRunFlagsView }): string {
  const { view } = options;
  const lines = [
    `${countNoun({ count: view.verdicts, one: "verdict" })} read, ${view.flagged} flagged by evidence.`,
  ];
  if (view.hidden > 0)
    lines.push(
      `${countNoun({ count: view.hidden, one: "patch", other: "patches" })} you are still labelling left out.`,
    );
  const width = Math.max(...EVIDENCE_FLAG_KINDS.map((k) => k.length));
  for (const kind of EVIDENCE_FLAG_KINDS)
    lines.push(
      `  ${kind.padEnd(width)}  ${String(view.counts[kind]).padStart(5)}  ${EVIDENCE_FLAG_INFO[kind]}`,
    );
  for (const item of view.items) {
    lines.push("", `${item.bug} · ${item.patch} · sample ${item.sample} · ${item.label}`);
    for (const f of item.flags) {
      lines.push(`  [${f.kind}, ${f.severity}] ${f.source}: "${f.sentence}"`);
      lines.push(`    evidence: ${f.evidence}`);
    }
  }
  return lines.join("\n");
}
