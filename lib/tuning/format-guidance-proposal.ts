import type { TGuidanceProposalWire } from "./guidance-api.types";

/** A guidance proposal as `rubricate judge refine` prints it: header, lines with their evidence, decision. Pure. */
export function formatGuidanceProposal(options: { proposal: TGuidanceProposalWire }): string {
  const p = options.proposal;
  const out = [
    `Proposal ${p.id} (${p.status}): ${p.baseConfig.name} v${p.baseConfig.version} from "${p.campaign.name}", run ${p.baseRunId}`,
    `Split (seed ${p.seed}, held out ${p.heldOutShare}): ${p.tuningBugIds.length} tuning bugs, ${p.heldOutBugIds.length} held out; ${p.disagreements.length + p.hidden} of ${p.compared} tuning patches disagree${p.hidden > 0 ? ` (${p.hidden} hidden: you are still labelling them)` : ""}.`,
    "",
  ];
  p.lines.forEach((line, i) => {
    out.push(`${i + 1}. ${line.text}`);
    if (line.rationale) out.push(`   Why: ${line.rationale}`);
    if (line.patchIds.length) out.push(`   Addresses: ${line.patchIds.join(", ")}`);
  });
  if (p.acceptedLines) {
    out.push("", "Accepted lines:");
    p.acceptedLines.forEach((line, i) => out.push(`${i + 1}. ${line}`));
  }
  if (p.status === "accepted" && p.resultConfig)
    out.push(
      "",
      `Accepted: ${p.resultConfig.name} v${p.resultConfig.version} (${p.resultConfig.id}).`,
    );
  if (p.status === "rejected") out.push("", `Rejected: ${p.reason}`);
  return out.join("\n");
}
