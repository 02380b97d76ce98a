import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { formatResultsExport } from "./format-results-export";
import type { TJudgeExportRow, TJudgeExportSample } from "./schemas-export";

const HEADER =
  "patch,bug,bug_type,tool,status,label,valid_votes,invalid_votes,tie,confidence,score,consensus,agrees,justification,error,consensus_history";

const sample = (
  n: number,
  label: "VALID" | "INVALID",
  justification: string,
): TJudgeExportSample => ({
  sample: n,
  label,
  confidence: label === "VALID" ? 0.9 : 0,
  score: null,
  thought: `t${n}`,
  justification,
  cached: false,
});

const done: TJudgeExportRow = {
  patchId: "p1",
  bugId: "b1",
  bugType: "UAF",
  tool: "agent",
  label: "VALID",
  valid: 2,
  invalid: 1,
  tie: false,
  confidence: 0.1 + 0.2,
  score: null,
  consensus: "INVALID",
  consensusChanges: [
    {
      from: "VALID",
      to: "INVALID",
      by: "Ann",
      at: "2026-11-26T20:00:00.000Z",
      themes: ["overlooked_requirements"],
      reason: "misses the null path, as rater 3 said",
    },
  ],
  agrees: false,
  status: "done",
  error: null,
  samples: [
    sample(1, "INVALID", "misses a path"),
    sample(2, "VALID", 'frees once, "then" nulls,\r\nok'),
    sample(3, "VALID", "second"),
  ],
};
const failed: TJudgeExportRow = {
  patchId: "p2",
  bugId: "b1",
  bugType: null,
  tool: null,
  label: null,
  valid: 0,
  invalid: 0,
  tie: false,
  confidence: null,
  score: null,
  consensus: null,
  consensusChanges: [],
  agrees: null,
  status: "failed",
  error: "rate limited, gave up\nafter 5 tries",
  samples: [],
};

describe("formatResultsExport", () => {
  it("writes JSONL: one whole row per line with a trailing newline", () => {
    const text = formatResultsExport({ rows: [done, failed], format: "jsonl" });
    expect(text.endsWith("\n")).toBe(true);
    const lines = text.split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(JSON.parse(lines[0]!)).toEqual(done);
    expect(JSON.parse(lines[1]!)).toEqual(failed);
    expect(formatResultsExport({ rows: [], format: "jsonl" })).toBe("");
  });

  it("writes CSV with the header, CRLF records, empty nulls, true/false and full-precision numbers", () => {
    expect(formatResultsExport({ rows: [], format: "csv" })).toBe(`${HEADER}\r\n`);
    const tie: TJudgeExportRow = {
      ...failed,
      patchId: "p3",
      status: "done",
      error: null,
      label: "INVALID",
      valid: 1,
      invalid: 1,
      tie: true,
      confidence: 0.45,
      score: 72.5,
      consensus: "INVALID",
      agrees: true,
      samples: [sample(1, "VALID", "yes"), sample(2, "INVALID", "no")],
    };
    expect(formatResultsExport({ rows: [tie], format: "csv" })).toBe(
      `${HEADER}\r\np3,b1,,,done,INVALID,1,1,true,0.45,72.5,INVALID,true,no,,\r\n`,
    );
  });

  it("round-trips commas, quotes and line breaks through csv-parse", () => {
    const text = formatResultsExport({ rows: [done, failed], format: "csv" });
    const records = parse(text, { columns: true }) as Record<string, string>[];
    expect(records).toEqual([
      {
        patch: "p1",
        bug: "b1",
        bug_type: "UAF",
        tool: "agent",
        status: "done",
        label: "VALID",
        valid_votes: "2",
        invalid_votes: "1",
        tie: "false",
        confidence: "0.30000000000000004",
        score: "",
        consensus: "INVALID",
        agrees: "false",
        justification: 'frees once, "then" nulls,\r\nok',
        error: "",
        consensus_history:
          "VALID→INVALID by Ann at 2026-11-26T20:00:00.000Z: misses the null path, as rater 3 said",
      },
      {
        patch: "p2",
        bug: "b1",
        bug_type: "",
        tool: "",
        status: "failed",
        label: "",
        valid_votes: "0",
        invalid_votes: "0",
        tie: "false",
        confidence: "",
        score: "",
        consensus: "",
        agrees: "",
        justification: "",
        error: "rate limited, gave up\nafter 5 tries",
        consensus_history: "",
      },
    ]);
  });

  it("writes ids, tools, justifications and errors led by a formula character as text, and keeps numbers numeric", () => {
    const hostile: TJudgeExportRow = {
      ...done,
      patchId: "-1+1",
      bugId: '=HYPERLINK("http://x")',
      bugType: "@SUM(A1)",
      tool: "+1",
      confidence: -0.25,
      error: "\r=1+1",
      samples: [sample(1, "VALID", "\t=cmd")],
    };
    const [record] = parse(formatResultsExport({ rows: [hostile], format: "csv" }), {
      columns: true,
    }) as Record<string, string>[];
    expect(record).toMatchObject({
      patch: "'-1+1",
      bug: `'=HYPERLINK("http://x")`,
      bug_type: "'@SUM(A1)",
      tool: "'+1",
      justification: "'\t=cmd",
      error: "'\r=1+1",
      valid_votes: "2",
      confidence: "-0.25",
    });
  });
});
