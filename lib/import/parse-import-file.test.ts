import { describe, expect, it } from "vitest";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { parseImportFile } from "./parse-import-file";

const bug = (id: string, extra: Record<string, unknown> = {}) => ({ bugId: id, report: "crash", groundTruthPatch: sampleDiff(), ...extra });
const patch = (id: string, extra: Record<string, unknown> = {}) => ({ patchId: id, bugId: "B1", patch: sampleDiff("  return x + 2;"), ...extra });

describe("parseImportFile", () => {
  it("parses bugs, keeping unknown fields as metadata", () => {
    const parsed = parseImportFile({ bytes: jsonl([bug("B1", { project: "exiv2", sanitizer: "ASan", bugType: "UAF", metadata: { cve: "X" } })]) });
    expect(parsed.kind).toBe("bugs");
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ line: 1, externalId: "B1", bugType: "UAF", metadata: { project: "exiv2", sanitizer: "ASan", cve: "X" } });
  });

  it("detects each kind from the first row", () => {
    expect(parseImportFile({ bytes: jsonl([patch("P1")]) }).kind).toBe("patches");
    expect(parseImportFile({ bytes: jsonl([{ instance_id: "d__d-1", problem_statement: "x", patch: sampleDiff() }]) }).kind).toBe("swebench");
    expect(parseImportFile({ bytes: jsonl([{ instance_id: "d__d-1", model_name_or_path: "m", model_patch: sampleDiff() }]) }).kind).toBe("predictions");
  });

  it("maps SWE-bench tasks and predictions onto bugs and patches", () => {
    const t = parseImportFile({ bytes: jsonl([{ instance_id: "django__django-1", problem_statement: "Title line\nbody", patch: sampleDiff(), repo: "django/django" }]) });
    expect(t.rows[0]).toMatchObject({ externalId: "django__django-1", title: "Title line", report: "Title line\nbody", metadata: { repo: "django/django" } });
    const p = parseImportFile({ bytes: jsonl([{ instance_id: "django__django-1", model_name_or_path: "agentless", model_patch: sampleDiff() }]) });
    expect(p.rows[0]).toMatchObject({ externalId: "django__django-1:agentless", bugExternalId: "django__django-1", model: "agentless" });
  });

  it("reports every bad line with its number, field and reason", () => {
    const parsed = parseImportFile({
      kind: "patches",
      bytes: jsonl([
        patch("P1"),
        "{not json",
        { bugId: "B1", patch: sampleDiff() },
        patch("P4", { patch: "" }),
        patch("P5", { patch: "just some prose, no diff" }),
        patch("P6", { sample: -1 }),
        patch("P1"),
        "[1,2]",
      ]),
    });
    expect(parsed.rows.map((r) => r.externalId)).toEqual(["P1"]);
    expect(parsed.errors).toEqual([
      { line: 2, field: "(line)", message: expect.stringMatching(/^invalid JSON/) },
      { line: 3, field: "patchId", message: "is required" },
      { line: 4, field: "patch", message: "empty diff" },
      { line: 5, field: "patch", message: expect.stringMatching(/^not a unified diff/) },
      { line: 6, field: "sample", message: expect.stringMatching(/>=0|greater/i) },
      { line: 7, field: "patchId", message: 'duplicate id "P1" (first on line 1)' },
      { line: 8, field: "(line)", message: "expected a JSON object" },
    ]);
  });

  it("rejects diffs over 1 MB", () => {
    const big = sampleDiff("x".repeat(1024 * 1024 + 10));
    const parsed = parseImportFile({ bytes: jsonl([patch("P1", { patch: big })]) });
    expect(parsed.errors[0]).toMatchObject({ line: 1, field: "patch", message: expect.stringMatching(/limit is 1 MB/) });
  });

  it("refuses an empty file and a file with no JSON objects (e.g. CSV)", () => {
    expect(() => parseImportFile({ bytes: new Uint8Array() })).toThrow(/empty/);
    expect(() => parseImportFile({ bytes: new TextEncoder().encode("item,rater,label\n1,a,VALID\n") })).toThrow(/No line holds a JSON object.*line 1: invalid JSON/);
  });

  it("asks for the kind when the first row is unrecognisable", () => {
    expect(() => parseImportFile({ bytes: jsonl([{ foo: 1 }]) })).toThrow(/choose the kind/);
  });
});
