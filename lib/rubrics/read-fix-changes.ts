import { parse } from "diff2html";
import { cleanDiffPath } from "@/lib/diff/clean-diff-path";
import { classifyFixFile, type TFixFileRole } from "./classify-fix-file";

/** One changed file of a fix, as the offline drafter reads it. */
export type TFixFile = {
  /** The path, without an svn-style tab suffix ("\t(revision 2264)"). */
  path: string;
  role: TFixFileRole;
  /** Existing functions (else classes) whose lines the fix changes, in diff order. */
  scopes: string[];
  /** Functions the fix defines in added lines (new or rewritten definitions). */
  definitions: string[];
  added: number;
  deleted: number;
  /** Conditions of `if`/`elif`/`while` lines the fix adds, and those it removes. */
  addedConditions: string[];
  removedConditions: string[];
  /** Exception or error types the fix throws or raises in added lines (`throw new X`, `raise X`). */
  raises: string[];
  /** Values returned by added and by removed `return` lines. */
  addedReturns: string[];
  removedReturns: string[];
  /** Other statements the fix removes or adds (no conditions, returns, braces or comments). */
  removedStatements: string[];
  addedStatements: string[];
  /** Functions and methods the added lines call. */
  addedCalls: string[];
};

/** Identifiers followed by "(" that are keywords, not function names. */
const KEYWORDS = new Set(
  `if for while switch return sizeof catch elif def func fn function new assert with else case
  throw throws raise delete goto typeof instanceof await yield print not and or in is do try
  synchronized foreach using lock defined static_assert decltype alignof`.split(/\s+/),
);
const CALL = /([A-Za-z_$][\w$]*(?:(?:::|\.)~?[A-Za-z_$][\w$]*)*)\s*\(/g;
const TYPE = /\b(?:class|struct|interface|enum|impl|trait|namespace|object)\s+([A-Za-z_$][\w$]*)/;
const PY_DEF = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/;
const JS_DEF = /^\s*(?:export\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(/;
/** A C-like definition: return type (and modifiers), name, "(", and no ";" or "=" (not a call). */
const C_DEF =
  /^\s*(?:[A-Za-z_$][\w$<>[\],.?:]*[\s*&]+)+([A-Za-z_$~][\w$]*(?:::~?[A-Za-z_$][\w$]*)*)\s*\([^;=]*$/;

const lastPart = (name: string) => name.split(/::|\./).pop() ?? "";

/** The function (else the class or struct) a hunk header's context names: "@@ -1 +1 @@ int f(int x)" → "f". */
function scopeOf(header: string): string | null {
  const context = /^@@[^@]*@@\s?(.*)$/.exec(header)?.[1] ?? "";
  for (const match of context.matchAll(CALL)) {
    const name = match[1] ?? "";
    if (!KEYWORDS.has(lastPart(name))) return name;
  }
  return TYPE.exec(context)?.[1] ?? null;
}

/** The function a line of code defines, if it is a definition ("def f(", "int f(...) {"). */
function definitionOf(code: string): string | null {
  const py = PY_DEF.exec(code) ?? JS_DEF.exec(code);
  if (py) return py[1] ?? null;
  const first = /^\s*([A-Za-z_$]+)/.exec(code)?.[1] ?? "";
  if (KEYWORDS.has(first) || /^\s*(?:\/\/|\/\*|\*|#)/.test(code)) return null;
  const c = C_DEF.exec(code)?.[1];
  return c && !KEYWORDS.has(lastPart(c)) ? c : null;
}

const CONDITION = /^\s*(?:\}\s*)?(?:else\s+if|elif|if|while)\b\s*(.*)$/;
const RAISE = /\b(?:throw\s+new|raise)\s+([A-Za-z_$][\w$.]*)/;
const RETURN = /^\s*return\b\s*(.*?)\s*;?\s*$/;

/**
 * The condition of an `if`/`elif`/`while` line, without its parentheses and whitespace
 * collapsed: "if (a && (b)) x();" → "a && (b)"; "elif x > 1:" → "x > 1". Null when it goes on
 * over the next lines (cut) or is too long to quote.
 */
function conditionOf(code: string): string | null {
  const rest = CONDITION.exec(code)?.[1]?.trim() ?? "";
  let c: string | null = null;
  if (rest.startsWith("(")) {
    let depth = 0;
    for (let i = 0; i < rest.length && c === null; i++) {
      if (rest[i] === "(") depth++;
      else if (rest[i] === ")" && --depth === 0) c = rest.slice(1, i);
    }
  } else {
    c = /^(.*?)\s*(?::|\bthen|\{)?\s*$/.exec(rest)?.[1] ?? null;
  }
  c = c?.trim().replace(/\s+/g, " ") ?? null;
  return c && c.length <= 120 ? c : null;
}

/** A line of code worth quoting: not a brace, comment, decorator, import or bare keyword. */
function isStatement(code: string): boolean {
  if (code.length < 4 || code.length > 120) return false;
  if (
    /^(?:[{}()[\];,]|\/\/|\/\*|\*(?=\s|\/|$)|#|@|import\b|from\b|package\b|else\b|try\b|finally\b)/.test(
      code,
    )
  )
    return false;
  return /[A-Za-z_$]/.test(code);
}

/** Code of a diff line: the +/-/space prefix, trailing comments and whitespace removed. */
const codeOf = (content: string) => content.slice(1).replace(/\s*\/\/.*$/, "");

/**
 * Reads a ground-truth fix for the offline drafter: per changed file, its role (code, test,
 * other: NEWS, change logs and docs are not code), the functions whose lines change (a
 * hunk header names the function before the hunk; a definition inside the hunk starts
 * another), and what the added lines do (conditions, raised errors, returned values).
 */
export function readFixChanges(options: { patch: string }): TFixFile[] {
  return parse(options.patch).map((file) => {
    const path = cleanDiffPath({
      name: file.newName === "/dev/null" ? file.oldName : file.newName,
    });
    const scopes = new Set<string>();
    const definitions = new Set<string>();
    const out: TFixFile = {
      path,
      role: classifyFixFile({ path }),
      scopes: [],
      definitions: [],
      added: file.addedLines,
      deleted: file.deletedLines,
      addedConditions: [],
      removedConditions: [],
      raises: [],
      addedReturns: [],
      removedReturns: [],
      removedStatements: [],
      addedStatements: [],
      addedCalls: [],
    };
    for (const block of file.blocks) {
      let current = scopeOf(block.header);
      let currentIsNew = false;
      for (const line of block.lines) {
        const code = codeOf(line.content);
        const defined = definitionOf(code);
        if (defined) {
          current = defined;
          currentIsNew = line.type === "insert";
          if (currentIsNew) definitions.add(defined);
        }
        if (line.type === "context" || code.trim() === "") continue;
        if (current && !currentIsNew) scopes.add(current);
        const added = line.type === "insert";
        const condition = conditionOf(code);
        if (condition) (added ? out.addedConditions : out.removedConditions).push(condition);
        const returned = RETURN.exec(code)?.[1];
        if (returned !== undefined)
          (added ? out.addedReturns : out.removedReturns).push(returned || "(nothing)");
        const raised = added ? RAISE.exec(code)?.[1] : undefined;
        if (raised && !out.raises.includes(raised)) out.raises.push(raised);
        const statement = code.trim();
        if (!condition && returned === undefined && !defined && isStatement(statement))
          (added ? out.addedStatements : out.removedStatements).push(statement);
        if (added)
          for (const m of code.matchAll(CALL)) {
            const name = m[1] ?? "";
            if (!KEYWORDS.has(lastPart(name)) && !out.addedCalls.includes(name))
              out.addedCalls.push(name);
          }
      }
    }
    out.scopes = [...scopes];
    out.definitions = [...definitions].filter((d) => !scopes.has(d));
    return out;
  });
}
