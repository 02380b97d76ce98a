import { bugTypeKnowledge } from "./bug-type-knowledge";
import { deriveFixRequirements } from "./derive-fix-requirements";
import { EXTRA_WORK_PATTERNS, MINIMAL_PATTERNS } from "./lint-vocabulary";
import { readFixChanges, type TFixFile } from "./read-fix-changes";
import type { TBugInput } from "@/lib/import/schemas";
import type { TRubricDraft } from "./rubric-template";

/** The bug fields a draft is made from (the import's bug shape, without line and metadata). */
export type TDraftBug = Omit<TBugInput, "line" | "metadata" | "originalFiles">;

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

/**
 * The sanitizer summary, a ClusterFuzz crash type with its crash state, or the first
 * exception line of a report, if any.
 */
function crashLine(report: string): string | null {
  const fuzz = /^Crash Type: (.+)$/m.exec(report)?.[1]?.trim();
  if (fuzz) {
    const state = /^Crash State:\s*\n((?:[ \t]+\S.*\n?){1,3})/m.exec(report)?.[1];
    const frames = (state ?? "")
      .split("\n")
      .map((f) => f.trim())
      .filter(Boolean);
    return `${fuzz}${frames.length > 0 ? ` in ${frames.join(", ")}` : ""}`.slice(0, 200);
  }
  const line =
    /^SUMMARY: (.+)$/m.exec(report)?.[1] ??
    /^\s*(?:Exception in thread "[^"]*" )?([\w.$]*(?:Exception|Error)\b.*)$/m.exec(report)?.[1];
  return line ? line.trim().slice(0, 200) : null;
}

/** A minimal change, tests or docs: report text about them is not a requirement of a valid fix. */
const asksForExtraWork = (text: string) =>
  [...MINIMAL_PATTERNS, ...EXTRA_WORK_PATTERNS].some((p) => p.test(text));

/** What the report says should happen: its first sentence with "instead of", "expected" or "should". */
function expectationOf(report: string): string | null {
  const sentences = report
    .replace(/```[\s\S]*?```/g, " ")
    // Reports wrap lines inside paragraphs: sentences end at . ! ? or at a blank line.
    .split(/(?<=[.!?])\s+|\n\s*\n/)
    .map((s) => s.trim().replace(/\s+/g, " "));
  const found = sentences.find(
    (s) =>
      s.length >= 20 &&
      s.length <= 240 &&
      /\b(?:instead of|expected|expect(?:s|ing)? (?:it|that|the|a)|should(?:n't| not)?|must(?:n't| not)?|supposed to|rather than)\b/i.test(
        s,
      ) &&
      !/[{};]\s*$/.test(s) &&
      !asksForExtraWork(s),
  );
  return found ?? null;
}

const C_FAMILY = /\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|inc|ipp|m|mm|tcc)$/i;
const MEMORY =
  /overflow|out[- ]?of[- ]?bounds|use[- ]after|double[- ]free|invalid[- ]free|uninitiali|leak|null|segv|bad[- ]cast|negative[- ]size|poison|sanitizer|memory/i;

/** Whether the bug is a C/C++ memory-safety or sanitizer bug (the only kind with a sanitizer to disable). */
function isSanitizerBug(bug: TDraftBug, files: readonly TFixFile[]): boolean {
  const language = bug.language?.trim().toLowerCase();
  const cFamily = language
    ? /^(?:c|c\+\+|cpp|objective-c|objc)$/.test(language)
    : files.some((f) => C_FAMILY.test(f.path));
  if (!cFamily) return false;
  return (
    /Sanitizer|ERROR: libFuzzer|Crash Type:/.test(bug.report) || MEMORY.test(bug.bugType ?? "")
  );
}

function place(file: TFixFile): string {
  return file.scopes.length > 0 ? `${joinAnd(file.scopes)} (${file.path})` : file.path;
}

function rootCauseOf(bug: TDraftBug, kind: string | null, files: readonly TFixFile[]): string {
  const code = files.filter((f) => f.role === "code");
  const where = code.length > 0 ? ` in ${joinAnd(code.map(place))}` : "";
  const title = bug.title?.trim() ? `, reported as "${bug.title.trim()}"` : "";
  const sentences = [`${withArticle(kind ?? "defect")}${where}${title}.`];
  const crash = crashLine(bug.report);
  if (crash) sentences.push(`The report shows: "${crash}".`);
  if (files.length > 0) {
    const added = code.reduce((n, l) => n + l.added, 0);
    const deleted = code.reduce((n, l) => n + l.deleted, 0);
    const changed = code.length === 1 ? "1 code file" : `${code.length} code files`;
    const lines = `${added} ${added === 1 ? "line" : "lines"} added, ${deleted} removed`;
    const rest = files.length - code.length;
    const others =
      rest > 0
        ? `, plus ${rest} test, change log or documentation file${rest === 1 ? "" : "s"}`
        : "";
    sentences.push(
      `The ground-truth fix changes ${changed} (${lines})${others}; it is one valid fix, not the only one.`,
    );
  }
  sentences.push(
    "Offline draft, written without an LLM from the report and the diff: confirm this diagnosis before relying on it.",
  );
  return sentences.join(" ");
}

function locationRequirement(code: readonly TFixFile[]): string[] {
  const scoped = code.filter((f) => f.scopes.length > 0).map(place);
  if (scoped.length > 0) {
    return [
      `The fix changes the logic in ${joinAnd(scoped)} or at an equivalent place on the same code path (for example a caller that validates the data first).`,
    ];
  }
  if (code.length === 0) return [];
  return [
    `The fix changes ${joinAnd(code.map((l) => l.path))} or an equivalent place on the same code path.`,
  ];
}

/** A report's first line when it reads as a summary (short, not a link or a log line). */
function summaryOf(report: string): string | null {
  const first = report.trim().split("\n")[0]?.trim() ?? "";
  if (first.length < 12 || first.length > 120 || /https?:|^[=#>$-]|[{};]$/.test(first)) return null;
  return asksForExtraWork(first) ? null : first;
}

function failureRequirement(bug: TDraftBug, kind: string | null): string {
  const crash = crashLine(bug.report);
  if (crash)
    return `The failure the report shows ("${crash}") no longer occurs on its reproducer or failing scenario.`;
  const title = bug.title?.trim() || summaryOf(bug.report);
  if (title)
    return `The problem reported as "${title.slice(0, 160)}" no longer occurs on its reproducer or failing scenario.`;
  return `${kind ? `The ${kind} from the report` : "The failure described in the report"} no longer occurs on its reproducer or failing scenario.`;
}

/**
 * The built-in rubric drafter for projects without an LLM: fills the template from the
 * report (its crash line, title and stated expectation), the ground-truth diff (the changed
 * code files and functions, and what the fix adds: conditions, raised errors, returned values,
 * new functions, tests) and expert knowledge of the bug type. Change logs, news and docs in the
 * diff are not code. Deterministic: the same bug gives the same draft; it says it is an
 * offline draft.
 */
export function draftOffline(options: { bug: TDraftBug }): TRubricDraft {
  const { bug } = options;
  const kind = kindOf(bug.bugType);
  const knowledge = bugTypeKnowledge({ bugType: bug.bugType });
  const files = readFixChanges({ patch: bug.groundTruthPatch });
  const code = files.filter((f) => f.role === "code");
  const expectation = expectationOf(bug.report);
  const sanitizer = isSanitizerBug(bug, files);
  return {
    rootCause: rootCauseOf(bug, kind, files),
    requirements: [
      failureRequirement(bug, kind),
      ...(expectation ? [`The behaviour the report asks for holds: "${expectation}"`] : []),
      ...locationRequirement(code),
      ...deriveFixRequirements({ files, report: bug.report, patch: bug.groundTruthPatch }),
      ...(knowledge?.requirements ?? []),
      "Behaviour on valid input is kept: inputs that were handled correctly before give the same results.",
      "The patch makes no unrelated behaviour changes (extra refactoring, comments or tests alone do not make it invalid).",
    ],
    acceptable: [
      `The ground-truth approach${code.length > 0 ? ` in ${joinAnd(code.map((f) => f.path))}` : ""}, or a different implementation with the same effect on the failing path.`,
      ...(knowledge?.acceptable ?? []),
    ],
    unacceptable: [
      ...(knowledge?.unacceptable ?? []),
      sanitizer
        ? "Hiding the symptom instead of fixing the cause: disabling the check or the sanitizer, ignoring the error, or changing or deleting the failing test."
        : "Hiding the symptom instead of fixing the cause: catching and ignoring the error, special-casing the failing input, or changing or deleting the failing test.",
    ],
  };
}
