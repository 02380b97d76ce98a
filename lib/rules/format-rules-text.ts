import { countNoun } from "@/lib/text/count-noun";
import { formatRuleLines } from "./format-rule-lines";
import type { TProjectRule } from "./schemas";

type TVersion = {
  version: number;
  rules: readonly TProjectRule[];
  note: string;
  createdAt: Date | string;
  createdBy: { name: string } | null;
};

const when = (d: Date | string) => new Date(d).toISOString().slice(0, 16).replace("T", " ");
const head = (v: TVersion) =>
  `v${v.version}  ${countNoun({ count: v.rules.length, one: "rule" })}  ${when(v.createdAt)} UTC  ${v.createdBy?.name ?? "(command line)"}${v.note ? `  — ${v.note}` : ""}`;

/**
 * The text of `rubricate rules show` (one version: its heading and numbered rules) or, with
 * `history`, one heading line per version, newest first. Pure.
 */
export function formatRulesText(options: {
  versions: readonly TVersion[];
  history?: boolean;
}): string {
  const { versions } = options;
  if (versions.length === 0) return "No project rules yet.";
  if (options.history) return versions.map(head).join("\n");
  const v = versions[0]!;
  return `Project rules ${head(v)}\n${formatRuleLines({ rules: v.rules })}`;
}
