import { describe, expect, it } from "vitest";
import { draftOffline, type TDraftBug } from "./draft-offline";
import { ZRubricDraft } from "./rubric-template";

const overflowPatch = [
  "diff --git a/src/tj_parse.c b/src/tj_parse.c",
  "--- a/src/tj_parse.c",
  "+++ b/src/tj_parse.c",
  "@@ -97,3 +97,5 @@ static int parse_unicode_escape(tj_parser *ps, const char *p, uint32_t *out)",
  " {",
  "+    if (ps->end - p < 4)",
  "+        return TJ_ERR_TRUNCATED;",
  "     for (int i = 0; i < 4; i++) {",
  "",
].join("\n");

const racePatch = [
  "diff --git a/src/cache.cc b/src/cache.cc",
  "--- a/src/cache.cc",
  "+++ b/src/cache.cc",
  "@@ -42,3 +42,3 @@ std::optional<std::string> Cache::get(const std::string& key) {",
  "   auto it = map_.find(key);",
  "-  stats_.hits++;",
  "+  stats_.hits.fetch_add(1);",
  "   return it->second;",
  "@@ -60,2 +60,3 @@ size_t Cache::size() const {",
  "+  std::lock_guard<std::mutex> lock(mu_);",
  "   return map_.size();",
  " }",
  "",
].join("\n");

function bug(overrides: Partial<TDraftBug>): TDraftBug {
  return {
    externalId: "b-1",
    title: null,
    report: "",
    bugType: null,
    language: "C",
    groundTruthPatch: overflowPatch,
    ...overrides,
  };
}

describe("draftOffline", () => {
  it("names the bug type, function and file in the root cause", () => {
    const report =
      "==1==ERROR: AddressSanitizer: heap-buffer-overflow\nSUMMARY: AddressSanitizer: heap-buffer-overflow src/tj_parse.c:101:27 in parse_unicode_escape\n";
    const draft = draftOffline({
      bug: bug({ bugType: "Heap-buffer-overflow", title: "Overflow on truncated escape", report }),
    });
    expect(ZRubricDraft.parse(draft)).toEqual(draft);
    expect(draft.rootCause).toMatch(
      /^A heap-buffer-overflow in parse_unicode_escape \(src\/tj_parse\.c\), reported as "Overflow on truncated escape"\./,
    );
    expect(draft.rootCause).toContain(
      'The report shows: "AddressSanitizer: heap-buffer-overflow src/tj_parse.c:101:27 in parse_unicode_escape".',
    );
    expect(draft.rootCause).toContain(
      "The ground-truth fix changes 1 code file (2 lines added, 0 removed)",
    );
    expect(draft.rootCause).toContain("Offline draft, written without an LLM");
    expect(draft.requirements[0]).toBe(
      'The failure the report shows ("AddressSanitizer: heap-buffer-overflow src/tj_parse.c:101:27 in parse_unicode_escape") no longer occurs on its reproducer or failing scenario.',
    );
    expect(draft.requirements[1]).toBe(
      "The fix changes the logic in parse_unicode_escape (src/tj_parse.c) or at an equivalent place on the same code path (for example a caller that validates the data first).",
    );
    // From the fix's own change: the check it adds and how it handles the case (early return).
    expect(draft.requirements[2]).toBe(
      "The failing case is detected in parse_unicode_escape (src/tj_parse.c) before the faulty operation (the developer fix checks `ps->end - p < 4`) and handled by returning early instead of continuing.",
    );
    expect(draft.unacceptable.at(-1)).toMatch(/disabling the check or the sanitizer/);
    expect(draft.requirements.join("\n")).toMatch(/checked against the real size of the buffer/);
  });

  it("gives a data race the same-lock requirement and names every hunk's function", () => {
    const draft = draftOffline({
      bug: bug({ bugType: "Data race", language: "C++", groundTruthPatch: racePatch }),
    });
    expect(ZRubricDraft.safeParse(draft).success).toBe(true);
    expect(draft.rootCause).toMatch(
      /^A data race in Cache::get and Cache::size \(src\/cache\.cc\)\./,
    );
    expect(draft.requirements).toContain(
      "Every access to the shared state is protected by the same lock or made atomic, on the reading side as well as the writing side.",
    );
    expect(draft.unacceptable.join("\n")).toMatch(/lock on only one side of the race/);
  });

  it("drafts a valid generic rubric for an unknown or missing bug type", () => {
    for (const bugType of [null, "Cosmic ray"]) {
      const draft = draftOffline({ bug: bug({ bugType }) });
      expect(ZRubricDraft.safeParse(draft).success).toBe(true);
      // The failure, the place, the check the fix adds, valid input kept, nothing unrelated.
      expect(draft.requirements).toHaveLength(5);
      expect(draft.requirements[0]).toBe(
        bugType
          ? "The cosmic ray from the report no longer occurs on its reproducer or failing scenario."
          : "The failure described in the report no longer occurs on its reproducer or failing scenario.",
      );
      expect(draft.unacceptable).toHaveLength(1);
    }
    expect(draftOffline({ bug: bug({}) }).rootCause).toMatch(
      /^A defect in parse_unicode_escape \(src\/tj_parse\.c\)\./,
    );
  });

  it("reads exception lines and class scopes", () => {
    const patch =
      "--- a/Req.java\n+++ b/Req.java\n@@ -83,2 +83,2 @@ public final class Request {\n-  return t.equals(x);\n+  return x.equals(t);\n";
    const report =
      "Steps: POST without a header.\njava.lang.NullPointerException: t is null\n\tat Req.isForm(Req.java:84)\n";
    const draft = draftOffline({
      bug: bug({
        bugType: "NULL Pointer Dereference",
        language: "Java",
        report,
        groundTruthPatch: patch,
      }),
    });
    expect(draft.rootCause).toMatch(
      /^A null pointer dereference in Request \(Req\.java\)\. The report shows: "java\.lang\.NullPointerException: t is null"\./,
    );
    expect(draft.rootCause).toContain(
      "The ground-truth fix changes 1 code file (1 line added, 1 removed)",
    );
  });

  it("uses the article an for vowel sounds and skips keywords in hunk headers", () => {
    const patch =
      "--- a/a.py\n+++ b/a.py\n@@ -1,1 +1,1 @@ def load(path, strict=False):\n-x\n+y\n@@ -9,1 +9,1 @@ if (ready) {\n-x\n+y\n";
    const draft = draftOffline({
      bug: bug({ bugType: "Uncaught exception", groundTruthPatch: patch }),
    });
    expect(draft.rootCause).toMatch(/^An uncaught exception in load \(a\.py\)\./);
    expect(draftOffline({ bug: bug({ bugType: "Use-after-free" }) }).rootCause).toMatch(
      /^A use-after-free in/,
    );
  });

  it("quotes the report's expectation as one sentence across its wrapped lines", () => {
    const report =
      "tj_parse() takes an explicit length and is documented not to require NUL\ntermination, so the four hex digits must be bounds-checked against ps->end.\n\nSteps: ...";
    const draft = draftOffline({ bug: bug({ report }) });
    expect(draft.requirements).toContain(
      'The behaviour the report asks for holds: "tj_parse() takes an explicit length and is documented not to require NUL termination, so the four hex digits must be bounds-checked against ps->end."',
    );
  });

  it("is deterministic", () => {
    const input = bug({
      bugType: "Data race",
      groundTruthPatch: racePatch,
      report: "WARNING: ThreadSanitizer: data race",
    });
    expect(draftOffline({ bug: input })).toEqual(draftOffline({ bug: { ...input } }));
  });
});
