import {
  BEFORE_THE_PATCH,
  BUILD_CLAIM,
  CLAUSE_BOUNDARY,
  CONDITIONAL_BEFORE,
  FILE_CLAUSE_BOUNDARY,
  FILE_NAME,
  HEDGE,
  LEFT_UNCHANGED_AFTER,
  MODAL_BEFORE,
  MODIFIES,
  NEGATION_BEFORE,
  NOT_MODIFIED,
  OTHER_SUBJECT,
  TEST_FAILURE_CLAIM,
  TESTS_PASS_CLAIM,
} from "./evidence-patterns";
import type { TEvidenceFlag, TEvidenceFlagKind, TPatchEvidence } from "./schemas-evidence";
import { splitSentences } from "./split-sentences";

type TVerdict = { label: string; justification: string; thought: string };
type TSource = TEvidenceFlag["source"];

/** "fail-to-pass tests" names a kind of test, not an outcome. */
const normalize = (s: string) =>
  s.toLowerCase().replace(/\b(?:fail|pass)[-_ ]to[-_ ]pass\b/g, (m) => "x".repeat(m.length));

/** The text of the clause a match at `at` belongs to, from the clause's start to `at`. */
function clauseBefore(text: string, at: number, boundary: RegExp): string {
  const prefix = text.slice(0, at);
  let start = 0;
  for (const m of prefix.matchAll(new RegExp(boundary.source, "g"))) start = m.index + m[0].length;
  return prefix.slice(start);
}

/**
 * A claim pattern asserted in the sentence: matched, not negated or a fix of the thing in its
 * clause, not a requirement ("must compile"), not inside a hypothetical ("if", "whether"). The
 * severity is medium when the clause hedges ("would", "might").
 */
function assertedClaim(s: string, re: RegExp): { severity: TEvidenceFlag["severity"] } | null {
  for (const m of s.matchAll(new RegExp(re.source, "g"))) {
    const clause = clauseBefore(s, m.index, CLAUSE_BOUNDARY);
    if (NEGATION_BEFORE.test(clause) || MODAL_BEFORE.test(s.slice(0, m.index))) continue;
    if (CONDITIONAL_BEFORE.test(s.slice(0, m.index))) continue;
    if (OTHER_SUBJECT.test(clause)) continue;
    return { severity: HEDGE.test(clause) || HEDGE.test(m[0]) ? "medium" : "high" };
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where the sentence names a file: its full path or its base name, not as part of a longer name. */
function mentions(s: string, path: string): number[] {
  const lower = path.toLowerCase();
  const base = lower.slice(lower.lastIndexOf("/") + 1);
  const names = [...new Set([lower, base])].filter((n) => n.length >= 3);
  const at: number[] = [];
  for (const n of names) {
    const re = new RegExp(`(?<![\\w./-])${escape(n)}(?![\\w/-])`, "g");
    for (const m of s.matchAll(re)) at.push(m.index);
  }
  return at;
}

/** Does a named file (as the judge wrote it) designate one of the touched paths? Suffix match. */
function isTouched(name: string, files: readonly string[]): boolean {
  const n = name
    .replace(/^\.?\//, "")
    .replace(/^[ab]\//, "")
    .toLowerCase();
  return files.some((f) => {
    const p = f.toLowerCase();
    return p === n || p.endsWith(`/${n}`) || n.endsWith(`/${p}`);
  });
}

function testsEvidence(ev: TPatchEvidence, outcome: "passes" | "fails") {
  return `The patch ${outcome} its tests${ev.testsDetail ? ` (${ev.testsDetail})` : ""}.`;
}

/** Untouched-file claims: the sentence says the patch does not modify a file the diff changes. */
function untouchedClaims(s: string, files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const at of mentions(s, file)) {
      const clause = clauseBefore(s, at, FILE_CLAUSE_BOUNDARY);
      const before = [...clause.matchAll(new RegExp(NOT_MODIFIED.source, "g"))].pop();
      const negatedBefore =
        before !== undefined &&
        clause.length - (before.index + before[0].length) <= 80 &&
        !MODAL_BEFORE.test(clause.slice(0, before.index)) &&
        !/\b(?:should|must|shall|need|needs|ought)\s+$/.test(clause.slice(0, before.index));
      const name = s.slice(at).match(/^[^\s,;:]+/)?.[0] ?? file;
      const leftAfter = LEFT_UNCHANGED_AFTER.test(s.slice(at + name.replace(/[.]$/, "").length));
      if (!negatedBefore && !leftAfter) continue;
      if (OTHER_SUBJECT.test(clause) || CONDITIONAL_BEFORE.test(s.slice(0, at))) continue;
      found.push(file);
      break;
    }
  }
  return found;
}

/** Touched-file claims: the sentence says the patch modifies a file the diff does not touch. */
function touchedClaims(s: string, files: readonly string[]): string[] {
  const found: string[] = [];
  for (const m of s.matchAll(FILE_NAME)) {
    const name = m[0].replace(/^[ab]\//, "");
    if (isTouched(name, files)) continue;
    const clause = clauseBefore(s, m.index, FILE_CLAUSE_BOUNDARY);
    if (!MODIFIES.test(clause)) continue;
    const verbAt = clause.search(MODIFIES);
    if (NEGATION_BEFORE.test(clause.slice(0, verbAt)) || OTHER_SUBJECT.test(clause)) continue;
    if (CONDITIONAL_BEFORE.test(s.slice(0, m.index)) || MODAL_BEFORE.test(clause.slice(0, verbAt)))
      continue;
    found.push(name);
  }
  return [...new Set(found)];
}

/**
 * Evidence flags of one verdict (paper 001 §7: "judge justifications for 5 patches mention
 * compilation errors, but these patches passed the reproduction tests"): each sentence of the
 * justification, then of the thought (split-sentences), is read for claims the patch's recorded
 * evidence contradicts, with the phrase patterns of evidence-patterns:
 * - build-claim-vs-passing-tests: a compile/build/link error is claimed; the patch passes its tests
 *   (it was built to run them) or its import records that it compiled;
 * - test-failure-claim-vs-passing-tests / tests-pass-claim-vs-failing-tests: the outcome claimed is
 *   the opposite of the imported one (unknown outcomes flag nothing);
 * - untouched-file-claim: "does not modify src/x.c" / "x.c is left unchanged" for a file the diff
 *   changes (full path or base name); touched-file-claim: "the patch modifies y.c" for a file the
 *   diff does not touch (suffix match on paths).
 * Not claims: negated or fixed ones ("no compilation errors", "fixes the build failure"),
 * requirements ("must compile"), hypotheticals ("if", "whether"), the bug before the patch ("the
 * test that failed before"), and other subjects (the ground truth, the rubric). A hedge ("would",
 * "might") makes a flag medium, as is every touched-file claim (the judge may name a file loosely);
 * the rest are high. One flag per kind and sentence. Pure.
 */
export function findEvidenceContradictions(options: {
  verdict: TVerdict;
  evidence: TPatchEvidence;
}): TEvidenceFlag[] {
  const { verdict, evidence } = options;
  const flags: TEvidenceFlag[] = [];
  const seen = new Set<string>();
  const add = (
    kind: TEvidenceFlagKind,
    sentence: string,
    source: TSource,
    rest: Omit<TEvidenceFlag, "kind" | "sentence" | "source">,
  ) => {
    const key = `${kind}\u0000${source}\u0000${sentence}`;
    if (seen.has(key)) return;
    seen.add(key);
    flags.push({ kind, sentence, source, ...rest });
  };
  const texts: [TSource, string][] = [
    ["justification", verdict.justification],
    ["thought", verdict.thought],
  ];
  for (const [source, text] of texts) {
    if (!text.trim()) continue;
    for (const { text: sentence } of splitSentences({ text })) {
      const s = normalize(sentence);
      const builtOk =
        evidence.compiled === true || (evidence.tests === "pass" && evidence.compiled !== false);
      if (builtOk) {
        const claim = assertedClaim(s, BUILD_CLAIM);
        if (claim)
          add("build-claim-vs-passing-tests", sentence, source, {
            evidence:
              evidence.tests === "pass"
                ? `${testsEvidence(evidence, "passes")} It was built to run them.`
                : "The import records that the patch compiles.",
            severity: claim.severity,
          });
      }
      if (evidence.tests === "pass" && !BEFORE_THE_PATCH.test(s)) {
        const claim = assertedClaim(s, TEST_FAILURE_CLAIM);
        if (claim)
          add("test-failure-claim-vs-passing-tests", sentence, source, {
            evidence: testsEvidence(evidence, "passes"),
            severity: claim.severity,
          });
      }
      if (evidence.tests === "fail" && !BEFORE_THE_PATCH.test(s)) {
        const claim = assertedClaim(s, TESTS_PASS_CLAIM);
        if (claim)
          add("tests-pass-claim-vs-failing-tests", sentence, source, {
            evidence: testsEvidence(evidence, "fails"),
            severity: claim.severity,
          });
      }
      if (evidence.files.length > 0) {
        const untouched = untouchedClaims(s, evidence.files);
        if (untouched.length > 0)
          add("untouched-file-claim", sentence, source, {
            evidence: `The diff changes ${untouched.join(", ")}.`,
            severity: HEDGE.test(s) ? "medium" : "high",
          });
        const touched = touchedClaims(s, evidence.files);
        if (touched.length > 0)
          add("touched-file-claim", sentence, source, {
            evidence: `The diff does not touch ${touched.join(", ")}; it changes ${evidence.files.join(", ")}.`,
            severity: "medium",
          });
      }
    }
  }
  return flags;
}
