import type { TProjectRule, TRuleVerdict } from "@/lib/rules/schemas";
import { MAX_NOTE_LENGTH, MAX_RULE_LENGTH } from "@/lib/rules/schemas";
import { charactersOver } from "@/components/ui/characters-over";

/** One line of the rules editor, as typed. */
export type TRuleRow = { text: string; verdict: TRuleVerdict | null };
/** The version an edit starts from: its number and rules (null: no version yet). */
export type TRulesBase = { version: number; rules: readonly TProjectRule[] } | null;

/** The editor's rows for a version: its rules, or one empty line before the first version. */
export const rowsOf = (base: TRulesBase): TRuleRow[] =>
  base && base.rules.length > 0
    ? base.rules.map((r) => ({ text: r.text, verdict: r.verdict ?? null }))
    : [{ text: "", verdict: null }];

/** True when the rows or the note hold anything the version `base` does not (unsaved input). */
export function rulesChanged(options: {
  rows: readonly TRuleRow[];
  note: string;
  base: TRulesBase;
}): boolean {
  const { rows, note, base } = options;
  const start = rowsOf(base);
  return (
    note !== "" ||
    rows.length !== start.length ||
    rows.some((r, i) => r.text !== start[i]!.text || r.verdict !== start[i]!.verdict)
  );
}

/** True when a rule or the note is longer than the server accepts (the save waits). */
export const rulesTooLong = (rows: readonly TRuleRow[], note: string): boolean =>
  rows.some((r) => charactersOver(r.text, MAX_RULE_LENGTH) > 0) ||
  charactersOver(note, MAX_NOTE_LENGTH) > 0;

/**
 * What the editor does about the server's newest version `latest` when it is newer than the
 * version its edit started from: nothing otherwise (the same, or older than the version the
 * editor has just saved, before the refresh arrives); "adopt" it when nothing was typed
 * (the editor simply shows it); "conflict" when there is unsaved input (keep it, and let the
 * lead choose: load that version, or save theirs on top of it). Pure.
 */
export function rulesSync(options: {
  base: TRulesBase;
  latest: TRulesBase;
  changed: boolean;
}): "same" | "adopt" | "conflict" {
  const { base, latest, changed } = options;
  if ((latest?.version ?? 0) <= (base?.version ?? 0)) return "same";
  return changed ? "conflict" : "adopt";
}
