// Word lists of rubric lint (lint-rubric): what never counts as a token copied from the fix, and
// the phrases of superfluous constraints and vague items (paper 001 §5.1.3).

/** Identifiers (with $ for JS and PHP) and numbers, hex first. */
export const TOKEN = /0[xX][0-9a-fA-F]+|\d+(?:\.\d+)?|[A-Za-z_$][\w$]*/g;

const KEYWORDS = `
abstract alignas alignof and array assert async auto await bool boolean break byte case catch char
class const constexpr continue default defer define delete do double elif else endif enum explicit
export extends extern false final finally float for foreach friend from func function goto if ifdef
ifndef impl implements import include inline instanceof int interface lambda let long loop match mod
mut namespace native new nil none noexcept not null nullptr object operator or override package pass
private protected pub public raise register return self short signed sizeof static struct super
switch synchronized template this throw throws trait true try type typedef typename union unsafe
unsigned use using var virtual void volatile where while with yield
int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t size_t ssize_t uintptr_t intptr_t
ptrdiff_t off_t
`;

// Ordinary programming and English words: a rubric uses them to describe behaviour, not to copy code.
const COMMON = `
about above access accessed added adding after again against also always argument arguments array
before being below between both bound bounds buffer buffers byte bytes call called caller calls case
cases cast change changed changes char chars check checked checking checks code condition const copy
correct count crash current data debug default does done each element elements else empty end ends
entry error errors every exception exit fail failed fails failure false field fields file files first
fixed flag flags found free freed from function functions given handle handled handler have header
index input inputs instead integer into item items itself just keep key keys last length level limit
limits line lines list local lock long make max maximum memory message method min minimum mode more
must name names need needed negative never next node none null number object objects offset once only
open operation option options order other output overflow parse parser path pointer pointers position
positive previous print range read reads result results return returned returns same should signed
size sizes skip source start state status still stop string strings struct table than that their
them then there these this those through time type types unsigned until update used uses using valid
validate value values variable when where which while will with within without write written zero
`;

/** Tokens of the fix that never count as copied: language keywords and common words (lower case). */
export const IGNORED_TOKENS = new Set(`${KEYWORDS} ${COMMON}`.split(/\s+/).filter(Boolean));

/** Words that carry no behaviour on their own (lower case): what is left of a vague item. */
export const FILLER_WORDS = new Set(
  `a an and any are as at be been behave behaves behaviour behavior but by can code correct
  correctly do does fix fixed fixes for handle handled handles handling in is issue it its manner
  must no not of on or patch problem proper properly should so solution that the this to way well
  work working works bug bugs change changes appropriate appropriately expected intended right all
  cases case issues problems side effects robust robustly gracefully reasonable sensible gets get
  implemented implementation resolve resolves resolved address addresses addressed root cause
  ensure ensures make makes made will`.split(/\s+/),
);

/** "Minimal change" requirements (superfluous constraints). */
export const MINIMAL_PATTERNS: RegExp[] = [
  /\bminimal(?:ly)?\b/i,
  /\bas (?:small|few|little|short) as possible\b/i,
  /\bsmallest (?:possible )?(?:change|fix|patch|diff)\b/i,
  /\bminimi[sz](?:e|es|ed|ing) (?:the )?(?:change|changes|diff|footprint|number of)\b/i,
  /\bonly (?:the )?(?:necessary|needed|required) (?:changes?|lines?)\b/i,
];

/** "Add tests", comments, documentation and style requirements (superfluous constraints). */
export const EXTRA_WORK_PATTERNS: RegExp[] = [
  /\b(?:adds?|adding|added|includes?|including|included|writes?|writing|written|provides?|providing|creates?|creating|updates?|updating|extends?|extending)\b(?:\s+[\w-]+){0,4}?\s+(?:(?:regression|unit|new|test) )?(?:tests?|test cases?|testcases?)\b/i,
  /\b(?:tests?|test cases?) (?:must|should|are|is) (?:be )?(?:added|included|written|provided|updated)\b/i,
  /\b(?:covered|accompanied|verified) by (?:a |new |an? )?(?:regression |unit )?tests?\b/i,
  /\b(?:adds?|adding|added|includes?|including|writes?|writing|provides?|updates?|updating)\b(?:\s+[\w-]+){0,4}?\s+(?:comments?|documentation|docs|docstrings?|changelog|news entry|release notes)\b/i,
  /\b(?:well|properly|clearly|fully)[- ](?:documented|commented)\b/i,
  /\b(?:coding|code) (?:style|conventions?|standards?|guidelines?)\b/i,
  /\bstyle guide\b/i,
  /\bfollows? (?:the )?(?:project'?s?|existing|repository'?s?) (?:style|conventions?|formatting)\b/i,
  /\b(?:readable|readability|maintainable|maintainability|clean code|idiomatic|best practices)\b/i,
];

/** Words that turn a test/minimal/style phrase into a permission, not a constraint. */
export const PERMISSIVE =
  /\b(?:not required|not necessary|not needed|need not|needn't|optional|do(?:es)? not (?:need|have) to|(?:do|does) not make it invalid|alone do not|(?:is|are) allowed|may)\b/i;

/** Phrases that promise correctness without saying what the behaviour is (vague items). */
export const VAGUE_PATTERNS: RegExp[] = [
  /\b(?:correctly|properly|appropriately|gracefully|robustly|as expected|as intended)\b/i,
  /\b(?:in|the) (?:a )?(?:right|proper|correct|reasonable|sensible|safe) (?:way|manner)\b/i,
  /\bworks?\b(?: (?:fine|well|again))?/i,
  /\b(?:handles?|fix(?:es)?|resolves?|address(?:es)?|solves?) (?:the|this) (?:bug|issue|problem|crash|error)\b/i,
  /\bno (?:other |new )?(?:issues|problems|side effects|regressions)\b/i,
];
