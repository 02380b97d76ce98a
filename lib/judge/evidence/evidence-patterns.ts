/**
 * The phrase patterns of find-evidence-contradictions, on lower-cased sentences in which
 * "fail-to-pass" and "pass-to-pass" were replaced by neutral tokens (so "the fail-to-pass tests"
 * claims neither a failure nor a pass). Written for precision: a sentence that does not match
 * plainly is not flagged.
 */

/** A claim of a compile, build or link error. */
export const BUILD_CLAIM =
  /\b(?:compil(?:e|ation|er)[- ](?:error|errors|failure|failures|fail|fails|issue|issues|problem|problems)|(?:build|linker|linking|link)[- ](?:error|errors|failure|failures|break|breakage)|(?:does not|doesn't|did not|didn't|will not|won't|would not|wouldn't|cannot|can't|fails? to|failed to|would fail to|will fail to) (?:compile|build|link)|breaks? the build|undefined reference|undeclared identifier|(?:not|no longer) compil(?:e|es|able))\b/;

/** Words between "test" and its verb: never a negation ("the test no longer crashes"). */
const FILLER = String.raw`(?: (?!(?:no|not|never|longer|none|nothing|without|cannot)\b)[\w'-]+)`;

/** A claim that tests fail (the patch's, not the bug's before it). */
export const TEST_FAILURE_CLAIM = new RegExp(
  String.raw`\b(?:(?:tests?|test suite|test cases?)\b${FILLER}{0,3} (?:still )?(?:fail|fails|failing|failed|break|breaks|broke|crash|crashes|do not pass|does not pass|don't pass|doesn't pass)|(?:fails|failing|breaks|broke|break) (?:the |all |its |several |some |existing |these |many |both )?(?:[\w-]+ ){0,2}tests?|test failures?|(?:does not|doesn't|did not|didn't|will not|won't|would not|wouldn't|fails to|cannot|can't) pass (?:the |all |its |any )?(?:[\w-]+ ){0,2}tests?)\b`,
);

/** A claim that the tests pass. */
export const TESTS_PASS_CLAIM = new RegExp(
  String.raw`\b(?:(?:passes|passed|pass|passing) (?:the |all |its |both |every |each )?(?:[\w-]+ ){0,2}tests?|(?:tests?|test suite|test cases?)${FILLER}{0,2} (?:now |all |still )?(?:pass|passes|passed|succeed|succeeds|are passing|is passing)|tests? (?:are |is )?green)\b`,
);

/** Words that make what follows not a claim of the thing (in the clause before the match). */
export const NEGATION_BEFORE =
  /\b(?:no|not|never|without|nor|none|neither|free of|absence of|rather than|fix(?:es|ed|ing)?|resolv(?:es|ed|ing)|avoid(?:s|ed|ing)?|prevent(?:s|ed|ing)?|eliminat(?:es|ed|ing))\b|n't\b/;

/** Hypotheticals and questions: nothing in the sentence after these is asserted. */
export const CONDITIONAL_BEFORE = /\b(?:if|unless|whether|in case|otherwise|check|verify|ensure)\b/;

/** Requirements, not claims: "must pass the tests", "should compile". */
export const MODAL_BEFORE =
  /\b(?:should|must|shall|needs? to|has to|have to|required to|expected to|supposed to|ought to|in order to)\s+(?:also\s+|still\s+|not\s+)?$/;

/** A hedge makes a claim "medium". */
export const HEDGE =
  /\b(?:would|could|might|may|likely|probably|possibly|potentially|seems?|appears?)\b/;

/** The bug's state before the patch, not the patch's: "the test that failed before". */
export const BEFORE_THE_PATCH =
  /\b(?:before|previously|originally|prior to|buggy (?:version|code)|without (?:the|this) patch|used to|unpatched)\b/;

/** Someone else's patch or the rubric is the subject: not a claim about this patch. */
export const OTHER_SUBJECT =
  /\b(?:ground[- ]truth|reference (?:fix|patch|solution)|developer(?:'s)? (?:fix|patch)|golden (?:fix|patch)|upstream (?:fix|patch)|original fix|the rubric|rubric requires|expected fix)\b/;

/** Where a clause ends: the words before a claim are read back to the nearest of these. */
export const CLAUSE_BOUNDARY =
  /[;:]|,\s|\b(?:but|however|while|whereas|although|though|yet|and)\b/g;

/** List-friendly boundary for file claims ("does not modify a.c, b.c or c.h"). */
export const FILE_CLAUSE_BOUNDARY =
  /[;:]|\b(?:but|however|while|whereas|although|though|yet|instead)\b/g;

/** A negated modification: "does not modify", "never touches", "without changing", "no changes to". */
export const NOT_MODIFIED =
  /(?:\b(?:does not|doesn't|did not|didn't|do not|don't|never|not|no longer|fails to|without)\s+(?:\w+\s+){0,2}?(?:modify|modifies|modified|modifying|touch|touches|touched|touching|change|changes|changed|changing|update|updates|updated|updating|edit|edits|edited|editing|alter|alters|altered|altering|patch|patches|patched|patching)|\bno (?:changes?|modifications?|edits?|updates?)\s+(?:(?:are|were|is|was) made\s+)?(?:to|in))\b/g;

/** After a file's name: "foo.h is left unchanged", "remains untouched". */
export const LEFT_UNCHANGED_AFTER =
  /^["'`)]*\s+(?:\w+\s+){0,2}?(?:is|are|was|were|remains?|stays?)\s+(?:left\s+)?(?:unchanged|untouched|unmodified|not (?:modified|changed|touched|updated))\b/;

/** A positive modification by the patch: "the patch modifies", "it changes". */
export const MODIFIES =
  /\b(?:the (?:candidate |proposed |generated |submitted )?patch|the candidate|this patch|the change|the fix|it)\s+(?:also\s+|only\s+|just\s+|directly\s+)?(?:modifies|modified|changes|changed|updates|updated|edits|edited|touches|touched|patches|patched|alters|altered|rewrites|rewrote)\s+(?:the\s+)?(?:file\s+)?$/;

/** A name that looks like a source file path (a code file extension). */
export const FILE_NAME =
  /(?<![\w./-])[\w./-]*[\w-]\.(?:c|h|cc|cpp|cxx|hh|hpp|hxx|inc|m|mm|java|kt|scala|py|go|rs|js|mjs|ts|tsx|jsx|rb|php|cs|swift|lua|pl|sh|cmake|gn|gni|bzl|mk|y|l|re|asm|s)(?![\w/-])/g;
