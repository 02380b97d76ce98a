import { describe, expect, it } from "vitest";
import { appErrorOf } from "@/lib/test/app-error-of";
import { parseDumpLine } from "./parse-dump-line";

const header = JSON.stringify({
  type: "header",
  format: "rubricate-dump",
  version: 1,
  project: "demo",
  exportedAt: "2024-05-01T10:00:00.000Z",
});
const rating = {
  id: "r1",
  campaignId: "c1",
  patchId: "p1",
  assignmentId: null,
  raterId: null,
  raterKey: "ext:a",
  label: "VALID",
  justification: "",
  checklist: "[]",
  timeSpentMs: null,
  createdAt: "2024-05-01T10:00:00.000Z",
  updatedAt: "2024-05-01T10:00:00.000Z",
};

describe("parseDumpLine", () => {
  it("restores an LlmCall written before the prompt-cache columns: both null; a newer one keeps them", () => {
    const call = {
      id: "l1",
      requestHash: "h",
      purpose: "judge",
      provider: "openai",
      model: "gpt-4.1",
      params: "{}",
      promptTemplate: "judge-rubric",
      promptVersion: "1",
      prompt: "p",
      rawOutput: "{}",
      error: null,
      inputTokens: 100,
      outputTokens: 10,
      latencyMs: 5,
      costUsd: 0.0003,
      logprobs: null,
      createdAt: "2024-05-01T10:00:00.000Z",
    };
    const old = parseDumpLine({ text: JSON.stringify({ type: "LlmCall", row: call }), line: 2 });
    expect(old).toMatchObject({
      kind: "row",
      row: { inputTokens: 100, cachedInputTokens: null, cacheWriteTokens: null },
    });
    const newer = { ...call, cachedInputTokens: 64, cacheWriteTokens: 0 };
    expect(
      parseDumpLine({ text: JSON.stringify({ type: "LlmCall", row: newer }), line: 2 }),
    ).toMatchObject({ kind: "row", row: { cachedInputTokens: 64, cacheWriteTokens: 0 } });
  });

  it("reads the header on line 1 and typed rows after it, dates back as Date", () => {
    expect(parseDumpLine({ text: header, line: 1 })).toMatchObject({
      kind: "header",
      header: { project: "demo" },
    });
    const parsed = parseDumpLine({
      text: JSON.stringify({ type: "Rating", row: rating }),
      line: 2,
    });
    expect(parsed).toMatchObject({ kind: "row", model: "Rating", row: { label: "VALID" } });
    expect(parsed.kind === "row" && parsed.row.createdAt).toEqual(
      new Date("2024-05-01T10:00:00.000Z"),
    );
  });

  it("refuses with INVALID_INPUT naming the line and the field", () => {
    const e = appErrorOf(() =>
      parseDumpLine({
        text: JSON.stringify({ type: "Rating", row: { ...rating, label: 3 } }),
        line: 7,
      }),
    );
    expect(e.code).toBe("INVALID_INPUT");
    expect(e.message).toMatch(/^Dump line 7: Rating\.row\.label: /);
  });

  it("refuses unknown columns, excluded or unknown models, bad JSON and a missing header", () => {
    expect(
      appErrorOf(() =>
        parseDumpLine({
          text: JSON.stringify({ type: "Rating", row: { ...rating, extra: 1 } }),
          line: 3,
        }),
      ).message,
    ).toMatch(/line 3: Rating\.row: .*extra/);
    expect(
      appErrorOf(() =>
        parseDumpLine({ text: JSON.stringify({ type: "Account", row: {} }), line: 4 }),
      ).message,
    ).toMatch(/line 4: type: /);
    expect(appErrorOf(() => parseDumpLine({ text: "{", line: 5 })).message).toBe(
      "Dump line 5: not valid JSON.",
    );
    expect(
      appErrorOf(() =>
        parseDumpLine({ text: JSON.stringify({ type: "Rating", row: rating }), line: 1 }),
      ).message,
    ).toMatch(/^Dump line 1: header\./);
  });
});
