import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { toBugInput } from "@/lib/import/to-import-rows";
import { draftOffline, type TDraftBug } from "./draft-offline";
import { lintRubric } from "./lint-rubric";
import { renderRubricMarkdown } from "./render-rubric-markdown";

// The shared data sets ship beside the checkout in ../shared (SHARED_DATA_DIR overrides).
const SETS = ["le2019", "pvbench", "arvo", "swebench-lite"] as const;
type TSet = (typeof SETS)[number];

/** A data set's bugs as `rubricate import` reads them (kind "bugs"). */
function imported(set: TSet): TDraftBug[] {
  const text = readFileSync(
    process.env.SHARED_DATA_DIR
      ? `${process.env.SHARED_DATA_DIR}/${set}/bugs.jsonl`
      : fileURLToPath(new URL(`../../../shared/data/${set}/bugs.jsonl`, import.meta.url)),
    "utf8",
  );
  return text
    .split("\n")
    .filter(Boolean)
    .map((l, i) => {
      const r = toBugInput({ kind: "bugs", line: i + 1, value: JSON.parse(l) });
      if ("errors" in r) throw new Error(`${set} line ${i + 1}: ${JSON.stringify(r.errors)}`);
      return r.row;
    });
}
const bug = (set: TSet, id: string) => imported(set).find((b) => b.externalId === id)!;
const everything = (d: ReturnType<typeof draftOffline>) =>
  [d.rootCause, ...d.requirements, ...d.acceptable, ...d.unacceptable].join("\n");
/** The requirements without the location one (where the fix is): what is left must differ. */
const masked = (d: ReturnType<typeof draftOffline>) =>
  d.requirements.filter((r) => !r.startsWith("The fix changes")).join("\n");

describe("draftOffline on real bugs", () => {
  it("sympy-12171: names the method the fix adds, not the hunk header's function before it", () => {
    const draft = draftOffline({ bug: bug("swebench-lite", "sympy__sympy-12171") });
    expect(everything(draft)).not.toContain("_print_Integral");
    expect(draft.requirements.join("\n")).toContain("`_print_Derivative`");
  });

  it("django-11099: a report without a title is summed up by its first line", () => {
    const draft = draftOffline({ bug: bug("swebench-lite", "django__django-11099") });
    expect(draft.requirements[0]).toBe(
      'The problem reported as "UsernameValidator allows trailing newline in usernames" no longer occurs on its reproducer or failing scenario.',
    );
    // The fix changes a class attribute: the requirement says which value was wrong.
    expect(draft.requirements.join("\n")).toContain("The value assigned to `regex`");
  });

  it("Chart-1: reads an svn header's path without its tab suffix, and the corrected check", () => {
    const draft = draftOffline({ bug: bug("le2019", "Chart-1") });
    const path = "source/org/jfree/chart/renderer/category/AbstractCategoryItemRenderer.java";
    expect(everything(draft)).not.toMatch(/\t|\(revision \d+\)/);
    expect(draft.requirements).toContain(
      `The fix changes ${path} or an equivalent place on the same code path.`,
    );
    expect(draft.requirements.join("\n")).toContain("`dataset != null`");
  });

  it("php: a NEWS change log in the fix is not code", () => {
    const withNews = imported("pvbench").filter((b) =>
      /^\+\+\+ b\/NEWS$/m.test(b.groundTruthPatch),
    );
    expect(withNews.length).toBeGreaterThanOrEqual(5);
    for (const b of withNews) {
      const draft = draftOffline({ bug: b });
      expect({ bug: b.externalId, text: everything(draft) }).not.toEqual(
        expect.objectContaining({ text: expect.stringMatching(/\bNEWS\b/) }),
      );
      expect(draft.rootCause).toMatch(/plus \d+ test, change log or documentation files?/);
    }
  });

  it("says 'disabling the check or the sanitizer' only for C/C++ sanitizer bugs", () => {
    const sanitizer = /disabling the check or the sanitizer/;
    for (const b of [...imported("le2019"), ...imported("swebench-lite")])
      expect({
        bug: b.externalId,
        sanitizer: sanitizer.test(everything(draftOffline({ bug: b }))),
      }).toEqual({ bug: b.externalId, sanitizer: false });
    const cBugs = imported("arvo");
    expect(cBugs.every((b) => sanitizer.test(everything(draftOffline({ bug: b }))))).toBe(true);
    const asan = bug("pvbench", "php-gh-12721");
    expect(everything(draftOffline({ bug: asan }))).toMatch(sanitizer);
  });

  it("ARVO: the crash class is the bug type, and the draft uses what is known about it", () => {
    const bugs = imported("arvo");
    expect(bugs).toHaveLength(60);
    expect(bugs.filter((b) => b.bugType === null)).toHaveLength(5); // crashClass UNKNOWN
    const overflow = bugs.find((b) => b.bugType === "Heap-buffer-overflow")!;
    const draft = draftOffline({ bug: overflow });
    expect(draft.rootCause).toMatch(/^A heap-buffer-overflow in /);
    expect(draft.requirements.join("\n")).toMatch(/checked against the real size of the buffer/);
    expect(draft.requirements[0]).toMatch(/^The failure the report shows \("Heap-buffer-overflow/);
  });

  it("over all 539 imported bugs: requirements differ beyond the location, even from the diff alone", () => {
    const bugs = SETS.flatMap(imported);
    expect(bugs).toHaveLength(539);
    const sharedShare = (keys: string[]) => {
      const counts = new Map<string, number>();
      for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
      return keys.filter((k) => counts.get(k)! > 1).length / keys.length;
    };
    expect(sharedShare(bugs.map((b) => masked(draftOffline({ bug: b }))))).toBeLessThan(0.02);
    // Without the report and title, the fix's own changes still tell the drafts apart.
    const diffOnly = bugs.map((b) =>
      masked(draftOffline({ bug: { ...b, title: null, report: "" } })),
    );
    expect(sharedShare(diffOnly)).toBeLessThan(0.05);
  });

  it("every draft says it is an offline draft and trips no rubric lint", () => {
    for (const b of SETS.flatMap(imported)) {
      const draft = draftOffline({ bug: b });
      expect(draft.rootCause).toContain("Offline draft, written without an LLM");
      const markdown = renderRubricMarkdown({ draft });
      const warnings = lintRubric({
        markdown,
        report: b.report,
        groundTruthPatch: b.groundTruthPatch,
      });
      expect({ bug: b.externalId, warnings }).toEqual({ bug: b.externalId, warnings: [] });
    }
  });
});
