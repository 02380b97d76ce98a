import { describe, expect, it } from "vitest";
import { formatPatchTableQuery } from "./patch-table-query";
import { parsePatchTableParams } from "./parse-patch-table-params";
import { ZPatchTableQuery } from "./schemas";

const parse = (search: string) =>
  ZPatchTableQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));

describe("the patch table's address ⇄ state", () => {
  it("parses every filter and gives the same address back", () => {
    const search =
      "bug=vuln&bugType=Heap-buffer-overflow&tool=agentless&model=gpt-4o&tests=pass&campaigns=c1,c2" +
      "&runs=r1&consensus=c1:INVALID,c2:none&clear=c1&label=r1:VALID&disagree=r1:c2&flagged=yes" +
      "&missing=UNSURE,SKIP&sort=confidence:r1&dir=desc&page=3&size=100&format=csv";
    const parsed = parse(search);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({
      tests: "pass",
      campaigns: ["c1", "c2"],
      consensus: [
        { id: "c1", value: "INVALID" },
        { id: "c2", value: "none" },
      ],
      label: [{ id: "r1", value: "VALID" }],
      disagree: [{ runId: "r1", campaignId: "c2" }],
      missing: ["UNSURE", "SKIP"],
      page: 3,
      size: 100,
    });
    const again = formatPatchTableQuery(parsed.data!);
    expect(new URLSearchParams(again)).toEqual(new URLSearchParams(search));
    expect(parse(again).data).toEqual(parsed.data);
  });

  it("leaves defaults out of the address, so the empty state is the bare page", () => {
    const parsed = parse("sort=bug&dir=asc&page=1&size=50&missing=UNSURE");
    expect(parsed.success).toBe(true);
    expect(formatPatchTableQuery(parsed.data!)).toBe("");
  });

  it("keeps a state through format → parse for the drill-down links", () => {
    const state = {
      runs: ["r1"],
      campaigns: ["c1"],
      consensus: [{ id: "c1", value: "not-VALID" as const }],
      label: [{ id: "r1", value: "VALID" as const }],
      clear: ["c1"],
      missing: [],
    };
    expect(parse(formatPatchTableQuery(state)).data).toEqual(state);
  });

  it("parses the research and benchmark filters and gives the same address back", () => {
    const search =
      "bugType=(none)&tests=known&consensus=c1:verdict,c2:other&label=r1:some&disagree=r1:c1&agree=r2:c1";
    const parsed = parse(search);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({
      tests: "known",
      consensus: [
        { id: "c1", value: "verdict" },
        { id: "c2", value: "other" },
      ],
      label: [{ id: "r1", value: "some" }],
      agree: [{ runId: "r2", campaignId: "c1" }],
    });
    expect(new URLSearchParams(formatPatchTableQuery(parsed.data!))).toEqual(
      new URLSearchParams(search),
    );
  });

  it("parses a policy drill-down (decision) and gives the same address back", () => {
    const decision =
      "run:r1,success:consensus,campaign:c1,validation:p90,tau:0.5,scores:r2,outcome:failures-spared";
    const parsed = parse(new URLSearchParams({ decision, label: "r1:some" }).toString());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data!.decision).toEqual({
      runId: "r1",
      success: "consensus",
      campaignId: "c1",
      referenceRunId: null,
      validation: { kind: "percentile", p: 90 },
      abstention: { tau: 0.5, scores: "r2" },
      outcome: "failures-spared",
    });
    const again = formatPatchTableQuery(parsed.data!);
    expect(new URLSearchParams(again).get("decision")).toBe(decision);
    expect(parse(again).data).toEqual(parsed.data);
    // Numbers as JavaScript writes them, so any percentile and τ the policy page took round-trip.
    const tiny = parse(
      "decision=run:r1,success:tests,validation:p87.5,tau:1e-7,scores:r1,outcome:shown",
    );
    expect(tiny.data!.decision).toMatchObject({
      validation: { kind: "percentile", p: 87.5 },
      abstention: { tau: 1e-7, scores: "r1" },
    });
    const plain = parse("decision=run:r2,success:tests,validation:binary,outcome:bugs-retained");
    expect(plain.data!.decision).toMatchObject({
      validation: { kind: "binary" },
      abstention: null,
    });
  });

  it.each([
    ["colour=red", "unknown parameter colour"],
    ["decision=run:r1,success:tests,validation:binary", 'decision "outcome" is missing'],
    ["decision=run:r1,success:tests,validation:p101,outcome:shown", "decision validation is"],
    ["decision=run:r1,success:consensus,validation:none,outcome:shown", "decision campaign is"],
    ["decision=run:r1,success:tests,validation:none,tau:0.5,outcome:shown", "tau and scores"],
    ["decision=run:r1,success:tests,validation:none,outcome:all", "decision outcome is one of"],
    [
      "decision=run:r1,success:tests,validation:none,colour:red,outcome:shown",
      'unknown key "colour"',
    ],
    ["label=r1:most", "r1:most"],
    ["tests=maybe", "tests"],
    ["consensus=c1:MAYBE", "c1:MAYBE"],
    ["consensus=c1", "CAMPAIGN"],
    ["disagree=r1", "RUN:CAMPAIGN"],
    ["sort=diff", "a column"],
    ["page=0", "page"],
    ["size=10000", "size"],
    ["missing=VALID", "VALID and INVALID"],
    ["runs=a,b,c,d,e,f,g,h,i", "at most 8"],
  ])("refuses %s by name", (search, message) => {
    const parsed = parse(search);
    expect(parsed.success).toBe(false);
    const text = parsed.error!.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    expect(text).toContain(message);
  });
});

describe("parsePatchTableParams (the page's address)", () => {
  it("gives the state, or one line per bad parameter instead of throwing", () => {
    expect(parsePatchTableParams({ params: { tests: "fail", page: "2" } })).toEqual({
      query: { tests: "fail", page: 2 },
      errors: null,
    });
    const bad = parsePatchTableParams({
      params: { tests: "maybe", colour: "red", runs: ["a", "b"] },
    });
    expect(bad.query).toBeNull();
    expect(bad.errors).toEqual([
      "runs: given 2 times; give it once",
      expect.stringMatching(/^tests: /),
      "unknown parameter colour",
    ]);
  });
});
