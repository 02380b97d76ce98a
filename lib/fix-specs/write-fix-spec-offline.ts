import { bugTypeKnowledge } from "@/lib/rubrics/bug-type-knowledge";

type TSpecBug = { title: string | null; report: string; bugType: string | null };

/** A stack frame of a sanitizer or exception trace: "#3 0x… in fn path:line" or "at pkg.Cls.fn(File.java:12)". */
const FRAME =
  /^\s*(?:#\d+\s+0x[0-9a-f]+\s+in\s+(.+?)\s+(\S+?):\d+|at\s+([\w.$<>]+)\((\S+?):\d+\))/gim;

/** The sanitizer summary or first exception line of a report, if any. */
function failureLine(report: string): string | null {
  const line =
    /^SUMMARY: (.+)$/m.exec(report)?.[1] ??
    /^.*\bERROR: (.+)$/m.exec(report)?.[1] ??
    /^\s*(?:Exception in thread "[^"]*" )?([\w.$]*(?:Exception|Error)\b.*)$/m.exec(report)?.[1];
  return line ? line.trim().slice(0, 200) : null;
}

/** Functions of the report's trace that sit in one of `files` (matched by base name), in trace order. */
function framesIn(report: string, files: readonly string[]): { fn: string; file: string }[] {
  const names = new Map(files.map((f) => [f.split("/").pop() ?? f, f]));
  const out: { fn: string; file: string }[] = [];
  for (const m of report.matchAll(FRAME)) {
    const fn = (m[1] ?? m[3] ?? "").replace(/\(.*$/, "").trim();
    const base = (m[2] ?? m[4] ?? "").split("/").pop() ?? "";
    const file = names.get(base);
    if (fn && file && !out.some((o) => o.fn === fn)) out.push({ fn, file });
  }
  return out.slice(0, 5);
}

/**
 * The offline fix specification, for projects without an LLM: the same inputs as the LLM
 * writer (report, bug type, the files the candidate edits; never the developers' fix), turned
 * into Markdown by rules: the failure the report shows, the trace's functions in the edited
 * files, and what is known about the bug type. It restates its inputs and says so; it does
 * not reason about the fix. Deterministic and pure.
 */
export function writeFixSpecOffline(options: { bug: TSpecBug; files: readonly string[] }): string {
  const { bug, files } = options;
  const failure = failureLine(bug.report);
  const frames = framesIn(bug.report, files);
  const knowledge = bugTypeKnowledge({ bugType: bug.bugType });
  const diagnosis = [
    bug.title?.trim() ? `Reported as "${bug.title.trim()}".` : null,
    bug.bugType ? `Bug type: ${bug.bugType}.` : null,
    failure
      ? `The report shows: \`${failure}\`.`
      : "The report shows no sanitizer or exception line.",
  ].filter((s): s is string => s !== null);
  const properties = [
    `${failure ? "This failure" : "The failure the report describes"} no longer occurs on the report's input or scenario.`,
    ...frames.map(
      (f) =>
        `\`${f.fn}\` (${f.file}), on the reported trace, handles the failing case instead of reaching the failure.`,
    ),
    ...(knowledge?.requirements ?? []),
    "Inputs that were handled correctly before give the same results after the fix.",
    "The failing check, the sanitizer or the failing test is not disabled, deleted or weakened to hide the failure.",
  ];
  const scope =
    files.length > 0
      ? `The candidate edits ${files.map((f) => `\`${f}\``).join(", ")}; a fix there or on the same code path is in scope.`
      : "The candidate edits no file that could be read.";
  return [
    "### Fix specification (offline, no LLM)",
    "",
    "Written by rules from the bug report and the files the candidate patch edits, without the developers' fix. It restates what the report shows; check it before relying on it.",
    "",
    "#### Diagnosis",
    ...diagnosis.map((d) => `- ${d}`),
    `- ${scope}`,
    "",
    "#### A correct fix",
    ...properties.map((p) => `- ${p}`),
    "",
  ].join("\n");
}
