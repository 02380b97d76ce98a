import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { dir, run } = makeInProcessCliRunner({ tag: "cli-agreement" });
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};

// Raters a, b; judge j. Labels Y/N, "?" treated as missing with --missing '?'.
const RATINGS =
  "item,rater,label,comment\n1,a,Y,\n1,b,Y,\n1,j,Y,\n2,a,N,\n2,b,N,\n2,j,Y,\n3,a,Y,\n3,b,N,\n3,j,N,\n4,a,?,\n4,b,N,\n4,j,N,\n";

describe("rubricate agreement", () => {
  it("prints the report as one JSON object on stdout", async () => {
    const res = await run(
      "agreement",
      file("r.csv", RATINGS),
      "--judge",
      "j",
      "--missing",
      "?",
      "--positive",
      "Y",
    );
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout.endsWith("}\n")).toBe(true);
    const report = JSON.parse(res.stdout);
    // Items 1–3 have two human labels, item 4 one: Fleiss over items 1–3 (p_o = 2/3; p = (1/2, 1/2): κ = 1/3).
    expect(report).toMatchObject({
      items: 4,
      raters: 3,
      ratings: 12,
      fleissKappa: expect.closeTo(1 / 3, 14),
      unanimousShare: 2 / 3,
    });
    // Pair (a, b) on items 1–3: rows Y2 N1, cols Y1 N2: κ = (3·2 − 4)/(9 − 4) = 0.4.
    expect(report.pairwiseCohenKappa).toEqual([
      { a: "a", b: "b", n: 3, kappa: expect.closeTo(0.4, 14) },
    ]);
    // Consensus: 1 Y, 2 N, 3 tie (none), 4 N. Full: 1 TP, 2 FP, 4 TN. Clear (1, 2): TP, FP.
    expect(report.judge.full).toMatchObject({ tp: 1, fp: 1, fn: 0, tn: 1 });
    expect(report.judge.clear).toMatchObject({ tp: 1, fp: 1, fn: 0, tn: 0, npv: null, kappa: 0 });
  });

  it("reads JSONL and defaults to VALID as positive and UNSURE as missing", async () => {
    const jsonl = [
      '{"item":"p","rater":"a","label":"VALID"}',
      '{"item":"p","rater":"b","label":"UNSURE"}',
      '{"item":"p","rater":"j","label":"VALID"}',
    ].join("\n");
    const res = await run("agreement", file("r.jsonl", jsonl), "--judge", "j");
    expect(res.status, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({
      krippendorffAlpha: null,
      unanimousShare: null,
      judge: { full: { tp: 1, fp: 0, fn: 0, tn: 0 } },
    });
  });

  it.each([
    ["missing columns", "m.csv", "item,who,label\n1,a,Y\n", /lacks the column rater/],
    ["an empty file", "e.csv", "", /the file is empty/],
    ["a header without rows", "h.csv", "item,rater,label\n", /no data rows/],
    [
      "a rater labelling an item twice",
      "d.csv",
      "item,rater,label\n1,a,Y\n1,a,N\n",
      /line 3: rater "a" already labelled item "1" on line 2/,
    ],
    ["an unknown judge", "j.csv", "item,rater,label\n1,a,Y\n", /No ratings by the judge "zed"/],
  ])("fails on %s with a message on stderr and exit code 1", async (_name, name, text, message) => {
    const res = await run("agreement", file(name, text), "--judge", "zed");
    expect(res.status).toBe(1);
    expect(res.stdout).toBe("");
    expect(res.stderr).toMatch(message);
  });

  it("fails on a file that does not exist", async () => {
    const res = await run("agreement", path.join(dir, "nope.csv"));
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/ENOENT|no such file/);
  });
});
