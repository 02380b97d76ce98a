import type { TRejectionTheme } from "./schemas";

/**
 * Keyword patterns per theme, written from the paper's definitions (paper 001 §7). Each
 * pattern counts once however often it occurs.
 */
const KEYWORDS: Record<Exclude<TRejectionTheme, "other">, [string, RegExp][]> = {
  not_addressing_root_cause: [
    ["root cause", /root[- ]cause/],
    ["symptom", /symptom/],
    ["workaround", /work[- ]?around/],
    ["masks", /\bmask(s|ed|ing)?\b/],
    ["suppresses", /suppress/],
    ["superficial", /superficial/],
    ["band-aid", /band[- ]?aid/],
    ["misidentifies", /misidentif|misdiagnos/],
    [
      "wrong location",
      /wrong (place|location|function|file|layer)|incorrect (place|location)|irrelevant (place|location|code)/,
    ],
    ["hides the problem", /hides? the (problem|bug|error|issue)/],
    ["instead of fixing", /instead of (fixing|addressing|correcting)/],
  ],
  introducing_new_issues: [
    [
      "compilation error",
      /compil(e|ation)[- ](error|fail)|does not compile|fails to compile|won't compile/,
    ],
    ["linking error", /link(ing|er)? error|undefined reference/],
    ["regression", /regression/],
    [
      "introduces",
      /introduc(es|ing|ed) (a |an )?(new )?(bug|issue|problem|error|vulnerab|race|leak|crash)/,
    ],
    ["new bug", /new (bug|issue|problem|vulnerab)/],
    ["breaks", /\bbreaks?\b|\bbroken\b/],
    ["vulnerability", /vulnerab|security (issue|hole)/],
    ["unstable state", /unstable|inconsistent state|deadlock|race condition/],
    ["performance regression", /performance (regression|degradation)|slower/],
  ],
  incomplete_implementation: [
    ["incomplete", /incomplete|partial(ly)? (fix|address)/],
    [
      "not all instances",
      /not all|other (instances|call sites|callers|places|occurrences)|every (instance|occurrence)/,
    ],
    ["only one case", /only (fixes|handles|addresses|covers) (one|a single|part)/],
    [
      "leaves unresolved",
      /leaves? .{0,30}(unresolved|unfixed|unaddressed|unhandled)|remaining (cases|instances)/,
    ],
    [
      "missing related change",
      /missing (include|header|dependenc|update|change)|does not (update|add) (the )?(header|dependenc|include|test)/,
    ],
    ["also needs", /also (needs|needed|required|requires|must)/],
  ],
  violating_rubric_requirements: [
    ["rubric", /rubric/],
    ["requirement", /requirement|required by|explicitly (disallow|forbid|prohibit|require)/],
    ["guideline", /guideline|best practice|convention|idiom/],
    ["style or design", /coding style|code style|design (principle|pattern)|architectur/],
    [
      "memory management",
      /raii|smart pointer|unique_ptr|shared_ptr|manual (new|delete|memory)|new\/delete/,
    ],
    [
      "solution scope",
      /test[- ]only|only (modifies|changes|edits) (the )?tests?|instead of (the )?production code/,
    ],
    ["disallowed", /disallow|forbid|prohibit|not allowed|unacceptable/],
  ],
};

/** Which theme wins a tie: specific themes before the rubric, which most justifications name. */
const TIE_ORDER: Exclude<TRejectionTheme, "other">[] = [
  "introducing_new_issues",
  "not_addressing_root_cause",
  "incomplete_implementation",
  "violating_rubric_requirements",
];

/**
 * Keyword-based classification (no LLM) of one INVALID justification into a paper 001 §7 theme:
 * the theme whose keyword patterns match most (ties: new issues, root cause, incomplete, then
 * rubric), or "other" when none matches. `matched` names the keywords, for the stored rationale.
 * A heuristic, labelled as such wherever its results are shown. Pure.
 */
export function classifyRejectionOffline(options: { justification: string }): {
  theme: TRejectionTheme;
  matched: string[];
} {
  const text = options.justification.toLowerCase();
  if (!text.trim()) return { theme: "other", matched: [] };
  let best: { theme: TRejectionTheme; matched: string[] } = { theme: "other", matched: [] };
  for (const theme of TIE_ORDER) {
    const matched = KEYWORDS[theme].filter(([, re]) => re.test(text)).map(([name]) => name);
    if (matched.length > best.matched.length) best = { theme, matched };
  }
  return best;
}
