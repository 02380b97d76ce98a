import { describe, expect, it } from "vitest";
import { buildInputBouncerReport } from "./build-input-bouncer-report";

const annotations = { name: "a.csv", text: "instance_id,underspecified\nx,0\ny,3\n" };

describe("buildInputBouncerReport", () => {
  it("computes the table when every line is good, naming models by file when the rows do not", () => {
    const r = buildInputBouncerReport({
      annotations,
      outputs: [
        {
          name: "mine.jsonl",
          text: '{"instanceId":"x","labelScore":0}\n{"instanceId":"y","label":"VAGUE"}\n',
        },
      ],
    });
    expect(r.errors).toEqual([]);
    // Both decisions right: F_m 1, I-Score (2/3)(1.5 + 1.5)/2 = 1.
    expect(r.table!.rows).toEqual([["mine", 2, 1, 1, 1, 0, 0, 0.5, expect.any(Number)]]);
  });

  it("gives no table and every error with its file when any line is bad", () => {
    const r = buildInputBouncerReport({
      annotations: { name: "a.csv", text: "instance_id,underspecified\nx,9\n" },
      outputs: [
        { name: "m.jsonl", text: '{"instanceId":"x","labelScore":0}\n{"label":"VAGUE"}\n' },
      ],
    });
    expect(r.table).toBeNull();
    expect(r.errors.map((e) => [e.file, e.line, e.field])).toEqual([
      ["a.csv", 2, "underspecified"],
      ["m.jsonl", 2, "instanceId"],
    ]);
  });
});
