import { collectFixTokens } from "./collect-fix-tokens";
import {
  EXTRA_WORK_PATTERNS,
  FILLER_WORDS,
  MINIMAL_PATTERNS,
  PERMISSIVE,
  TOKEN,
  VAGUE_PATTERNS,
} from "./lint-vocabulary";
import { parseRubricItems, type TRubricItem } from "./parse-rubric-items";
import { lintRubricStructure } from "./lint-rubric-structure";
import type { TRubricFormat, TRubricLintWarning, TRubricSection } from "./schemas";

/** The editor lints on every keystroke: the fix's tokens are worked out once per (report, patch). */
let cache: { report: string; patch: string; tokens: Map<string, string> } | null = null;
function fixTokens(report: string, patch: string): Map<string, string> {
  if (cache?.report !== report || cache.patch !== patch)
    cache = { report, patch, tokens: collectFixTokens({ report, groundTruthPatch: patch }) };
  return cache.tokens;
}

const COPY_SECTIONS: readonly TRubricSection[] = ["requirements", "acceptable", "other"];
const CONSTRAINT_SECTIONS: readonly TRubricSection[] = ["requirements", "other"];
const VAGUE_SECTIONS: readonly TRubricSection[] = [
  "requirements",
  "acceptable",
  "unacceptable",
  "other",
];
/** Code-like text, a number or a quotation: an item with one names something concrete. */
const CONCRETE = /`[^`]+`|"[^"]+"|\d|[A-Za-z]_\w|[a-z][A-Z]|::|->|\w\(|\.\w+\(/;

function warning(
  item: TRubricItem,
  rest: Pick<TRubricLintWarning, "rule" | "theme" | "match" | "message">,
): TRubricLintWarning {
  return {
    ...rest,
    section: item.section,
    itemIndex: item.index,
    itemText: item.text,
    line: item.line,
  };
}

/** A plain word ("emax", "Effect") could be English: it counts only where the item writes it as code. */
const PLAIN = /^[A-Za-z][a-z]*$/;
function writtenAsCode(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 2), start);
  const after = text.slice(end, end + 3);
  return /(?:`|->|::|\.)$/.test(before) || /^(?:`|\(|->|::|\.[A-Za-z_])/.test(after);
}

function copiedTokens(item: TRubricItem, tokens: Map<string, string>): TRubricLintWarning[] {
  const seen = new Set<string>();
  const out: TRubricLintWarning[] = [];
  for (const found of item.text.matchAll(TOKEN)) {
    const raw = found[0];
    const key = raw.toLowerCase();
    const spelled = tokens.get(key);
    if (!spelled || seen.has(key)) continue;
    const end = found.index + raw.length;
    if (PLAIN.test(raw) && !writtenAsCode(item.text, found.index, end)) continue;
    seen.add(key);
    out.push(
      warning(item, {
        rule: "copies_fix",
        theme: "overfitting",
        match: spelled,
        message:
          "Comes from the developers' fix, not the report: state the behaviour a valid fix needs, so other correct implementations pass too.",
      }),
    );
  }
  return out;
}

function constraint(item: TRubricItem): TRubricLintWarning | null {
  if (PERMISSIVE.test(item.text)) return null;
  for (const pattern of MINIMAL_PATTERNS) {
    const match = pattern.exec(item.text)?.[0];
    if (match)
      return warning(item, {
        rule: "superfluous_constraint",
        theme: "superfluous_constraints",
        match,
        message:
          "Requiring a minimal change is not needed for a correct fix: a valid patch may change more than the developers did.",
      });
  }
  for (const pattern of EXTRA_WORK_PATTERNS) {
    const match = pattern.exec(item.text)?.[0];
    if (match)
      return warning(item, {
        rule: "superfluous_constraint",
        theme: "superfluous_constraints",
        match,
        message:
          "Tests, comments, documentation or style are beyond the scope of the fix: a patch without them can still be valid.",
      });
  }
  return null;
}

/** Words that say what behaviour is expected: not filler, 3+ letters. */
function contentWords(text: string): number {
  return (text.toLowerCase().match(/[a-z]+/g) ?? []).filter(
    (w) => w.length >= 3 && !FILLER_WORDS.has(w),
  ).length;
}

function vague(item: TRubricItem): TRubricLintWarning | null {
  if (CONCRETE.test(item.text)) return null;
  const words = contentWords(item.text);
  const phrase = VAGUE_PATTERNS.map((p) => p.exec(item.text)?.[0]).find(Boolean);
  if (phrase && words < 3)
    return warning(item, {
      rule: "vague",
      theme: "scope",
      match: phrase,
      message:
        "Names no behaviour a rater can check: say what the fixed program does (or must not do) and on which input.",
    });
  if (item.text.split(/\s+/).length < 4 && words < 2)
    return warning(item, {
      rule: "vague",
      theme: "scope",
      match: item.text,
      message:
        "Too short to check: say what the fixed program does (or must not do) and on which input.",
    });
  return null;
}

/**
 * Rubric lint: warnings on the list items of a rubric as stored (render-rubric-markdown), from the
 * reasons engineers edited LLM drafts (paper 001 §5.1.3, lib/rubrics/edit-themes): requirements and
 * acceptable solutions that copy identifiers or constants of the developers' fix ("overfitting"),
 * requirements of a minimal change, tests, comments, documentation or style ("superfluous_constraints"),
 * and vague or too short items ("scope"); and, on the whole rubric (lint-rubric-structure), missing
 * template sections, an empty root cause or requirement list and repeated items. Advisory only: nothing blocks a save, submit or confirm.
 */
export function lintRubric(options: {
  markdown: string;
  report: string;
  groundTruthPatch: string;
  /** Templated rubrics must keep the template's sections (default); free-form ones have none. */
  format?: TRubricFormat;
}): TRubricLintWarning[] {
  const items = parseRubricItems({ markdown: options.markdown });
  const out = lintRubricStructure({
    markdown: options.markdown,
    items,
    templated: (options.format ?? "templated") === "templated",
  });
  if (items.length === 0) return out;
  const tokens = fixTokens(options.report, options.groundTruthPatch);
  for (const item of items) {
    if (COPY_SECTIONS.includes(item.section)) out.push(...copiedTokens(item, tokens));
    const extra = CONSTRAINT_SECTIONS.includes(item.section) ? constraint(item) : null;
    if (extra) out.push(extra);
    const unclear = VAGUE_SECTIONS.includes(item.section) ? vague(item) : null;
    if (unclear) out.push(unclear);
  }
  return out;
}
