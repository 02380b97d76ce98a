export type TBugTypeKnowledge = {
  requirements: string[];
  acceptable: string[];
  unacceptable: string[];
};

type TEntry = TBugTypeKnowledge & { match: RegExp };

/** Checked in order, first match wins: specific kinds before the ones whose names they contain. */
const ENTRIES: readonly TEntry[] = [
  {
    match: /use[- ]after[- ](?:free|return|scope|poison)|double[- ]free|invalid[- ]free|dangling/,
    requirements: [
      "No object is read, written or freed after its lifetime ends on the failing path: every pointer or reference to it is either no longer used or reset.",
      "The object is still released exactly once when it is no longer needed (the fix introduces no leak and no second free).",
    ],
    acceptable: [
      "Deferring the free until the last use, taking a reference or copy, or clarifying ownership (e.g. smart pointers or reference counting) so the object outlives its users.",
      "Resetting the pointer to NULL after the free when every later use checks it.",
    ],
    unacceptable: [
      "Removing the free, which turns the memory error into a leak.",
      "Resetting one pointer while another alias still refers to the freed object.",
    ],
  },
  {
    match: /uninitiali[sz]ed|uninit\b/,
    requirements: [
      "The value is set on every path before it is read, to the value the program logic intends (a documented default, the configuration, or a computed result).",
    ],
    acceptable: [
      "Initializing at the declaration, in the constructor or in the parser to the documented default, or returning an error on paths that cannot produce a value.",
    ],
    unacceptable: [
      "Initializes to an arbitrary constant only to silence the sanitizer when the value should come from elsewhere (input, configuration or a computation).",
      "Marking the memory as initialized for the sanitizer (e.g. __msan_unpoison) or disabling the check.",
    ],
  },
  {
    match: /data[- ]race|race[- ]condition|\brace\b|thread[- ]?safe/,
    requirements: [
      "Every access to the shared state is protected by the same lock or made atomic, on the reading side as well as the writing side.",
      "Compound updates (read-modify-write, check-then-act) are atomic as a whole, not only their individual loads and stores.",
      "The fix introduces no deadlock: locks are taken in a consistent order and not held across callbacks that can re-enter.",
    ],
    acceptable: [
      "A mutex held for every access, atomic types for independent counters or flags, or confining the state to a single thread.",
    ],
    unacceptable: [
      "Adds a lock on only one side of the race (for example the writer but not the reader).",
      "Adds sleeps or retries, or makes the variable volatile, to make the race less likely instead of removing it.",
      "Protects different accesses to the same state with different locks.",
    ],
  },
  {
    match:
      /null[- ]?pointer|null[- ]deref|nullpointerexception|null reference|nil pointer|none ?type/,
    requirements: [
      "The missing (null) value is handled where it can occur on the failing path: it is either prevented from arising or checked before every dereference on the path.",
      "The behaviour for the missing value is the one the API intends (a documented default, an error result, or skipping the operation).",
    ],
    acceptable: [
      "A null check with the intended behaviour at the dereference or in a caller on the same path, or making the value non-null at its source.",
    ],
    unacceptable: [
      "Catching and ignoring the resulting exception or signal.",
      "A check that avoids the crash but returns a wrong result, or silently drops data, for the missing case.",
    ],
  },
  {
    match:
      /integer[- ](overflow|underflow)|signed[- ]integer|unsigned[- ]integer|signed overflow|wrap[- ]?around|numeric overflow/,
    requirements: [
      "Arithmetic on the failing path cannot overflow or wrap for any input the code accepts: operands are range-checked before the operation, or it is computed in a wide enough type and checked before narrowing.",
      "Inputs that would overflow are rejected or handled explicitly, and values derived from the result (sizes, indexes, allocations) stay consistent with it.",
    ],
    acceptable: [
      "Checked arithmetic (__builtin_mul_overflow, Math.multiplyExact, explicit limits) or widening before the multiplication with a check before narrowing.",
    ],
    unacceptable: [
      "Only changing the type (e.g. int to unsigned) so that the overflow becomes a silent wrap-around.",
      "A check placed after the overflowing operation that relies on undefined behaviour (the compiler may remove it).",
    ],
  },
  {
    match:
      /buffer[- ]?(overflow|underflow|over-?read)|out[- ]?of[- ]?bounds|container[- ]overflow|index ?error|array ?index/,
    requirements: [
      "Every read or write on the failing path stays within the object: the index or length is checked against the real size of the buffer (not an assumed maximum) before the access.",
      "Truncated or short input is handled: the code stops, reports an error or grows the buffer instead of accessing past the end.",
    ],
    acceptable: [
      "A bounds check at the faulting access, or validation earlier on the same path (e.g. in the caller) that makes the access provably in bounds.",
      "Allocating or growing the buffer to the size actually needed.",
    ],
    unacceptable: [
      "Enlarging a fixed-size buffer or padding the allocation without bounding the access, so a longer input still overflows.",
      "A check that is off by one or compares against the wrong length.",
      "Rejecting only the exact input from the report.",
    ],
  },
  {
    match: /leak/,
    requirements: [
      "Every allocation or resource on the failing path is released exactly once on every path, including error and early-return paths.",
    ],
    acceptable: [
      "Freeing on the missing path, a single cleanup exit, or scoped ownership (RAII, smart pointers, try-with-resources, context managers).",
    ],
    unacceptable: [
      "Freeing memory that is still in use elsewhere, trading the leak for a use-after-free or double free.",
      "Suppressing the leak report (sanitizer suppressions, keeping a global reference) instead of releasing the memory.",
    ],
  },
  {
    match: /assert/,
    requirements: [
      "The invariant the assertion states holds on the failing path: the state that violated it is prevented, or the invalid input is rejected before it reaches the assertion.",
    ],
    acceptable: [
      "Rejecting the input earlier with an error, or fixing the code that broke the invariant; correcting the assertion itself only if the report shows it is wrong.",
    ],
    unacceptable: [
      "Removing, weakening or compiling out the assertion (e.g. NDEBUG) without establishing the invariant.",
    ],
  },
  {
    match: /uncaught|unhandled|exception|panic|traceback|raises/,
    requirements: [
      "The condition that raised the exception is handled: valid input no longer raises it, and invalid input is rejected or treated as specified.",
      "Errors the API documents still reach the caller in the documented form (exception type or error value).",
    ],
    acceptable: [
      "Fixing the logic so that the exception is not raised, or catching the specific exception where it can be handled meaningfully.",
    ],
    unacceptable: [
      "Catching a broad exception (Exception, Throwable, a bare except) and ignoring it.",
      "Returning a default value that hides the error from callers that need it.",
    ],
  },
  {
    match: /incorrect|wrong|logic|functional|semantic|mismatch/,
    requirements: [
      "The code produces the specified result for the case in the report and for the related cases the specification covers (boundaries, empty input).",
    ],
    acceptable: [
      "Any implementation that computes the specified result, including a different algorithm or location from the ground-truth fix.",
    ],
    unacceptable: [
      "Special-casing the exact input from the report or the test.",
      "Changing the test's expected value or the documentation instead of the code.",
    ],
  },
];

/**
 * Expert requirements and example solutions for a kind of bug, matched
 * case-insensitively on substrings of its type ("Heap-buffer-overflow", "Data race");
 * null when the type is missing or unknown.
 */
export function bugTypeKnowledge(options: { bugType: string | null }): TBugTypeKnowledge | null {
  const type = options.bugType?.trim().toLowerCase();
  if (!type) return null;
  const entry = ENTRIES.find((e) => e.match.test(type));
  if (!entry) return null;
  return {
    requirements: [...entry.requirements],
    acceptable: [...entry.acceptable],
    unacceptable: [...entry.unacceptable],
  };
}
