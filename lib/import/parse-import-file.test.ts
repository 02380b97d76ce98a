import { describe, expect, it } from "vitest";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { parseImportFile } from "./parse-import-file";
import type { TBugInput, TImportKind, TLineError, TPatchInput } from "./schemas";

/** Every batch of the file gathered into one result. */
async function parseAll(options: { bytes: Uint8Array; kind?: TImportKind; batchLines?: number }) {
  const out = {
    kind: null as TImportKind | null,
    totalLines: 0,
    rows: [] as (TBugInput & TPatchInput)[],
    errors: [] as TLineError[],
    batches: 0,
  };
  for await (const b of parseImportFile({
    chunks: [options.bytes],
    kind: options.kind,
    batchLines: options.batchLines,
  })) {
    Object.assign(out, { kind: b.kind, totalLines: b.totalLines, batches: out.batches + 1 });
    out.rows.push(...(b.rows as (TBugInput & TPatchInput)[]));
    out.errors.push(...b.errors);
  }
  return out;
}

const bug = (id: string, extra: Record<string, unknown> = {}) => ({
  bugId: id,
  report: "crash",
  groundTruthPatch: sampleDiff(),
  ...extra,
});
const patch = (id: string, extra: Record<string, unknown> = {}) => ({
  patchId: id,
  bugId: "B1",
  patch: sampleDiff("  return x + 2;"),
  ...extra,
});

describe("parseImportFile", async () => {
  it("parses bugs, keeping unknown fields as metadata", async () => {
    const parsed = await parseAll({
      bytes: jsonl([
        bug("B1", { project: "exiv2", sanitizer: "ASan", bugType: "UAF", metadata: { cve: "X" } }),
      ]),
    });
    expect(parsed.kind).toBe("bugs");
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({
      line: 1,
      externalId: "B1",
      bugType: "UAF",
      metadata: { project: "exiv2", sanitizer: "ASan", cve: "X" },
    });
  });

  it("detects each kind from the first row", async () => {
    expect((await parseAll({ bytes: jsonl([patch("P1")]) })).kind).toBe("patches");
    expect(
      (
        await parseAll({
          bytes: jsonl([{ instance_id: "d__d-1", problem_statement: "x", patch: sampleDiff() }]),
        })
      ).kind,
    ).toBe("swebench");
    expect(
      (
        await parseAll({
          bytes: jsonl([
            { instance_id: "d__d-1", model_name_or_path: "m", model_patch: sampleDiff() },
          ]),
        })
      ).kind,
    ).toBe("predictions");
  });

  it("maps SWE-bench tasks and predictions onto bugs and patches", async () => {
    const t = await parseAll({
      bytes: jsonl([
        {
          instance_id: "django__django-1",
          problem_statement: "Title line\nbody",
          patch: sampleDiff(),
          repo: "django/django",
        },
      ]),
    });
    expect(t.rows[0]).toMatchObject({
      externalId: "django__django-1",
      title: "Title line",
      report: "Title line\nbody",
      metadata: { repo: "django/django" },
    });
    const p = await parseAll({
      bytes: jsonl([
        {
          instance_id: "django__django-1",
          model_name_or_path: "agentless",
          model_patch: sampleDiff(),
        },
      ]),
    });
    expect(p.rows[0]).toMatchObject({
      externalId: "django__django-1:agentless",
      bugExternalId: "django__django-1",
      model: "agentless",
    });
  });

  it("reports every bad line with its number, field and reason", async () => {
    const parsed = await parseAll({
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

  it("rejects diffs over 1 MB", async () => {
    const big = sampleDiff("x".repeat(1024 * 1024 + 10));
    const parsed = await parseAll({ bytes: jsonl([patch("P1", { patch: big })]) });
    expect(parsed.errors[0]).toMatchObject({
      line: 1,
      field: "patch",
      message: expect.stringMatching(/limit is 1 MB/),
    });
  });

  it("refuses an empty file and a file with no JSON objects (e.g. CSV)", async () => {
    await expect(parseAll({ bytes: new Uint8Array() })).rejects.toThrow(/empty/);
    await expect(
      parseAll({ bytes: new TextEncoder().encode("item,rater,label\n1,a,VALID\n") }),
    ).rejects.toThrow(/No line holds a JSON object.*line 1: invalid JSON/);
  });

  it("asks for the kind when the first row is unrecognisable", async () => {
    await expect(parseAll({ bytes: jsonl([{ foo: 1 }]) })).rejects.toThrow(/choose the kind/);
  });

  it("streams in batches: the same rows and errors for any batch size, duplicates found across batches", async () => {
    const bytes = jsonl([
      bug("B1"),
      "{bad",
      bug("B2"),
      bug("B3", { report: 5 }),
      bug("B1"),
      bug("B4"),
    ]);
    const whole = await parseAll({ bytes });
    const small = await parseAll({ bytes, batchLines: 2 });
    expect(small.batches).toBe(4);
    expect({ ...small, batches: 0 }).toEqual({ ...whole, batches: 0 });
    expect(small.rows.map((r) => r.externalId)).toEqual(["B1", "B2", "B4"]);
    expect(small.errors.map((e) => [e.line, e.field])).toEqual([
      [2, "(line)"],
      [4, "report"],
      [5, "bugId"],
    ]);
  });

  it("reports a line nested deeper than 64 levels by its field, in the metadata or anywhere else", async () => {
    // Written as text: JSON.stringify itself overflows the stack on such a value.
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const line = (id: string, field: string) =>
      JSON.stringify(bug(id, { [field]: "DEEP" })).replace('"DEEP"', deep);
    const parsed = await parseAll({
      bytes: jsonl([
        line("B1", "metadata").replace(deep, `{"cve":${deep}}`),
        line("B2", "extra"),
        bug("B3"),
      ]),
    });
    expect(parsed.rows.map((r) => r.externalId)).toEqual(["B3"]);
    expect(parsed.errors).toEqual([
      { line: 1, field: "metadata.cve.0.…", message: "nested deeper than 64 levels" },
      { line: 2, field: "extra.0.0.…", message: "nested deeper than 64 levels" },
    ]);
  });

  it("keeps a NUL in imported text as ␀ (PostgreSQL cannot store U+0000), in every field", async () => {
    const parsed = await parseAll({
      bytes: jsonl([
        bug("B\u0000", { report: 'buf "a\u0000\u0000"', title: "t\u0000", tag: "x\u0000" }),
      ]),
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({
      externalId: "B\u2400",
      report: 'buf "a\u2400\u2400"',
      title: "t\u2400",
      metadata: { tag: "x\u2400" },
    });
    expect(JSON.stringify(parsed.rows[0])).not.toContain("\\u0000");
  });
});
