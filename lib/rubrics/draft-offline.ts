import { parse } from "diff2html";
import { bugTypeKnowledge } from "./bug-type-knowledge";
import type { TBugInput } from "@/lib/import/schemas";
import type { TRubricDraft } from "./rubric-template";

/** The bug fields a draft is made from (the import's bug shape, without line and metadata). */
export type TDraftBug = Omit<TBugInput, "line" | "metadata" | "originalFiles">;

type TLocation = { path: string; scopes: string[]; added: number; deleted: number };

/** Identifiers followed by "(" in a hunk header that are keywords, not function names. */
const KEYWORDS = new Set([
  "if",
  "for",
  "while",
  "switch",
  "return",
  "sizeof",
  "catch",
  "elif",
  "def",
  "func",
  "fn",
  "function",
  "new",
  "assert",
  "with",
]);
const CALL = /([A-Za-z_$][\w$]*(?:(?:::|\.)~?[A-Za-z_$][\w$]*)*)\s*\(/g;
const TYPE = /\b(?:class|struct|interface|enum|impl|trait|namespace|object)\s+([A-Za-z_$][\w$]*)/;

/** The function (else the class or struct) a hunk header's context names: "@@ -1 +1 @@ int f(int x)" → "f". */
function scopeOf(header: string): string | null {
  const context = /^@@[^@]*@@\s?(.*)$/.exec(header)?.[1] ?? "";
  for (const match of context.matchAll(CALL)) {
    const name = match[1] ?? "";
    if (!KEYWORDS.has(name.split(/::|\./).pop() ?? "")) return name;
  }
  return TYPE.exec(context)?.[1] ?? null;
}

function locationsOf(patch: string): TLocation[] {
  return parse(patch).map((file) => ({
    path: file.newName === "/dev/null" ? file.oldName : file.newName,
    scopes: [
      ...new Set(file.blocks.map((b) => scopeOf(b.header)).filter((s): s is string => s !== null)),
    ],
    added: file.addedLines,
    deleted: file.deletedLines,
  }));
}

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "Heap-buffer-overflow" → "heap-buffer-overflow"; camel-case names (NullPointerException) keep their case. */
function kindOf(bugType: string | null): string | null {
  const type = bugType?.trim();
  if (!type) return null;
  return type
    .split(/\s+/)
    .map((w) => (/[a-z][A-Z]/.test(w) ? w : w.toLowerCase()))
    .join(" ");
}

function withArticle(phrase: string): string {
  return `${/^([aeio]|u(?!s|ni))/i.test(phrase) ? "An" : "A"} ${phrase}`;
}

/** The sanitizer summary or the first exception line of a report, if any. */
function crashLine(report: string): string | null {
  const line =
    /^SUMMARY: (.+)$/m.exec(report)?.[1] ??
    /^\s*(?:Exception in thread "[^"]*" )?([\w.$]*(?:Exception|Error)\b.*)$/m.exec(report)?.[1];
  return line ? line.trim().slice(0, 200) : null;
}

function rootCauseOf(bug: TDraftBug, kind: string | null, locations: readonly TLocation[]): string {
  const places = locations.map((l) =>
    l.scopes.length > 0 ? `${joinAnd(l.scopes)} (${l.path})` : l.path,
  );
  const where = places.length > 0 ? ` in ${joinAnd(places)}` : "";
  const title = bug.title?.trim() ? `, reported as "${bug.title.trim()}"` : "";
  const sentences = [`${withArticle(kind ?? "defect")}${where}${title}.`];
  const crash = crashLine(bug.report);
  if (crash) sentences.push(`The report shows: "${crash}".`);
  if (locations.length > 0) {
    const added = locations.reduce((n, l) => n + l.added, 0);
    const deleted = locations.reduce((n, l) => n + l.deleted, 0);
    const files = locations.length === 1 ? "1 file" : `${locations.length} files`;
    const lines = `${added} ${added === 1 ? "line" : "lines"} added, ${deleted} removed`;
    sentences.push(
      `The ground-truth fix changes ${files} (${lines}); it is one valid fix, not the only one.`,
    );
  }
  sentences.push(
    "Drafted without an LLM from the report and the diff: confirm this diagnosis before relying on it.",
  );
  return sentences.join(" ");
}

function locationRequirement(locations: readonly TLocation[]): string[] {
  const scoped = locations
    .filter((l) => l.scopes.length > 0)
    .map((l) => `${joinAnd(l.scopes)} (${l.path})`);
  if (scoped.length > 0) {
    return [
      `The fix changes the logic in ${joinAnd(scoped)} or at an equivalent place on the same code path (for example a caller that validates the data first).`,
    ];
  }
  if (locations.length === 0) return [];
  return [
    `The fix changes ${joinAnd(locations.map((l) => l.path))} or an equivalent place on the same code path.`,
  ];
}

/**
 * The built-in rubric drafter for projects without an LLM: fills the template from the
 * report, the ground-truth diff (files and the functions in its hunk headers) and
 * expert knowledge of the bug type. Deterministic: the same bug gives the same draft.
 */
export function draftOffline(options: { bug: TDraftBug }): TRubricDraft {
  const { bug } = options;
  const kind = kindOf(bug.bugType);
  const knowledge = bugTypeKnowledge({ bugType: bug.bugType });
  const locations = locationsOf(bug.groundTruthPatch);
  const files = joinAnd(locations.map((l) => l.path));
  const failure = kind ? `The ${kind} from the report` : "The failure described in the report";
  return {
    rootCause: rootCauseOf(bug, kind, locations),
    requirements: [
      `${failure} no longer occurs on its reproducer or failing scenario.`,
      ...locationRequirement(locations),
      ...(knowledge?.requirements ?? []),
      "Behaviour on valid input is kept: inputs that were handled correctly before give the same results.",
      "The patch makes no unrelated behaviour changes (extra refactoring, comments or tests alone do not make it invalid).",
    ],
    acceptable: [
      `The ground-truth approach${files ? ` in ${files}` : ""}, or a different implementation with the same effect on the failing path.`,
      ...(knowledge?.acceptable ?? []),
    ],
    unacceptable: [
      ...(knowledge?.unacceptable ?? []),
      "Hiding the symptom instead of fixing the cause: disabling the check or the sanitizer, ignoring the error, or changing or deleting the failing test.",
    ],
  };
}
