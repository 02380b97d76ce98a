import { collectFixTokens } from "./collect-fix-tokens";
import { TOKEN } from "./lint-vocabulary";
import type { TFixFile } from "./read-fix-changes";

/** Code files the requirements look at, and most requirements drawn from the changes. */
const MAX_FILES = 3;
const MAX_REQUIREMENTS = 4;

function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const clip = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

const ASSIGN =
  /^(?:(?:const|let|var|final|auto|int|long|double|float|char|bool|boolean|size_t|String)\s+)*([A-Za-z_$][\w$.\->[\]]*)\s*[-+*/|&^]?=(?!=)\s*(.+?);?$/;

/** Requirements from the file's other statements: a corrected assignment, a removed or added step. */
function fromStatements(
  file: TFixFile,
  where: string,
  nameable: (text: string) => boolean,
): string[] {
  const removed = file.removedStatements.filter((s) => !file.addedStatements.includes(s));
  const added = file.addedStatements.filter((s) => !file.removedStatements.includes(s));
  for (const line of removed) {
    const before = ASSIGN.exec(line);
    if (!before) continue;
    const after = added.map((a) => ASSIGN.exec(a)).find((a) => a?.[1] === before[1]);
    if (after && after[2] !== before[2] && nameable(before[1]!))
      return [
        `The value assigned to \`${clip(before[1]!)}\` in ${where} is corrected for the failing case: the buggy code assigns \`${clip(before[2]!)}\`.`,
      ];
  }
  if (removed.length > 0)
    return [
      `The faulty statement \`${clip(removed[0]!)}\` in ${where} is changed or no longer reached in the failing case (the developer fix ${added.length > 0 ? "replaces" : "removes"} ${plural(removed.length, "statement")} there).`,
    ];
  if (added.length === 0) return [];
  const calls = file.addedCalls.filter(nameable).slice(0, 3);
  return [
    calls.length > 0
      ? `The step the buggy code misses in ${where} is added: the developer fix adds a call to ${joinAnd(calls.map((c) => `\`${c}\``))} there (code the project already has); an equivalent step elsewhere on the failing path is fine.`
      : `The step the buggy code misses in ${where} is added (the developer fix adds ${plural(added.length, "statement")} there); an equivalent step elsewhere on the failing path is fine.`,
  ];
}

/** One file's requirements from what its added and removed lines do. */
function fromFile(file: TFixFile, nameable: (text: string) => boolean): string[] {
  const where =
    file.scopes.length > 0 ? `${joinAnd(file.scopes.slice(0, 3))} (${file.path})` : file.path;
  const out: string[] = [];
  const removed = file.removedConditions.filter((c) => !file.addedConditions.includes(c));
  const added = file.addedConditions.filter((c) => !file.removedConditions.includes(c));
  const raised = file.raises.find(nameable);
  const returned = file.addedReturns.find((r) => r !== "(nothing)" && nameable(r));
  const action = raised
    ? ` by raising an error (the developer fix raises \`${raised}\`) instead of continuing`
    : file.raises.length > 0
      ? " by raising an error instead of continuing"
      : returned
        ? ` by returning early (the developer fix returns \`${clip(returned)}\`)`
        : file.addedReturns.length > 0
          ? " by returning early instead of continuing"
          : "";
  if (removed.length > 0 && added.length > 0) {
    const before = removed.find(nameable);
    out.push(
      before
        ? `The check \`${clip(before)}\` in ${where} is corrected so that the case the report describes takes the right branch (the developer fix changes this condition; any equivalent corrected check is fine).`
        : `The condition that decides the failing case in ${where} is corrected (the developer fix changes ${plural(removed.length, "condition")} there).`,
    );
  } else if (added.length > 0) {
    const guard = added.find(nameable);
    out.push(
      guard
        ? `The failing case is detected in ${where} before the faulty operation (the developer fix checks \`${clip(guard)}\`) and handled${action}.`
        : `The failing case is detected in ${where} before the faulty operation (the developer fix adds ${plural(added.length, "new check")} there) and handled${action}.`,
    );
  } else if (file.raises.length > 0) {
    out.push(
      `Input that cannot be handled on the failing path in ${where} is rejected with an error${raised ? ` (the developer fix raises \`${raised}\`)` : ""}, rather than crashing or being silently accepted.`,
    );
  }
  const oldReturns = file.removedReturns.filter((r) => !file.addedReturns.includes(r));
  const newReturns = file.addedReturns.filter((r) => !file.removedReturns.includes(r));
  if (oldReturns.length > 0 && newReturns.length > 0) {
    const old = oldReturns.find(nameable);
    out.push(
      old
        ? `The value returned in ${where} for the failing input is corrected: the buggy code returns \`${clip(old)}\` there.`
        : `The value returned in ${where} for the failing input is corrected (the developer fix changes ${plural(oldReturns.length, "return")}).`,
    );
  }
  out.push(...fromStatements(file, where, nameable));
  if (file.definitions.length > 0) {
    const named = file.definitions.filter(nameable).slice(0, 3);
    out.push(
      `The missing behaviour is added in ${file.path}: the developer fix adds ${plural(file.definitions.length, "new function")}${named.length > 0 ? ` (${joinAnd(named.map((d) => `\`${d}\``))})` : ""}; a patch may add it elsewhere as long as the reported case is handled.`,
    );
  }
  return out;
}

/**
 * Requirements drawn from what the ground-truth fix actually changes: a corrected condition,
 * a new check and how it handles the failing case (an error raised, an early return), a
 * corrected return value, new functions, and the developer's tests. Code is quoted only when
 * the report or the buggy code already has every identifier of it, so a draft never copies the
 * fix's new code (what rubric lint calls overfitting).
 */
export function deriveFixRequirements(options: {
  files: readonly TFixFile[];
  report: string;
  patch: string;
}): string[] {
  const { files, report, patch } = options;
  const fixTokens = collectFixTokens({ report, groundTruthPatch: patch });
  const nameable = (text: string) =>
    (text.match(TOKEN) ?? []).every((t) => !fixTokens.has(t.toLowerCase()));
  const code = files.filter((f) => f.role === "code").slice(0, MAX_FILES);
  const out = [...new Set(code.flatMap((f) => fromFile(f, nameable)))].slice(0, MAX_REQUIREMENTS);
  const tests = files.filter((f) => f.role === "test").map((f) => f.path);
  if (tests.length > 0) {
    const shown = tests.slice(0, 3);
    out.push(
      `The behaviour the developer's tests for this bug check (in ${joinAnd(shown)}${tests.length > 3 ? ` and ${tests.length - 3} more` : ""}) holds with the patch.`,
    );
  }
  return out;
}
