import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonSchemaOptions } from "@/lib/api/openapi/json-schema-of";
import { ZAgreementQuery, ZDashboardPageParams } from "@/lib/agreement/schemas";
import { ZPolicyExportQuery, ZPolicyQuery } from "@/lib/policies/schemas";
import { ZCompareRunsQuery, ZResearchQuery } from "@/lib/research/schemas";
import { ZHeldOutQuery } from "@/lib/tuning/schemas-few-shot";
import { absentIfEmpty } from "./absent-if-empty";

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("absentIfEmpty", () => {
  const Z = z.object({
    tau: absentIfEmpty(z.coerce.number().min(0).max(1).default(0.5)),
    k: absentIfEmpty(z.coerce.number().int().min(1).optional()),
  });

  it("takes an empty or blank value as absent: the default applies, an optional stays unset", () => {
    for (const v of ["", "  "]) expect(Z.parse({ tau: v, k: v })).toEqual({ tau: 0.5 });
    expect(Z.parse({})).toEqual({ tau: 0.5 });
  });

  it("passes every other value on: numbers parse, anything else is refused naming the field", () => {
    expect(Z.parse({ tau: "0.5", k: "3" })).toEqual({ tau: 0.5, k: 3 });
    expect(Z.parse({ tau: "0" })).toEqual({ tau: 0 });
    expect(issues(Z.safeParse({ tau: "abc" }))).toEqual([
      ["tau", "Invalid input: expected number, received NaN"],
    ]);
    expect(issues(Z.safeParse({ tau: "2", k: "1.5" }))!.map(([path]) => path)).toEqual([
      "tau",
      "k",
    ]);
  });
});

describe("the query numbers that used to turn empty into 0", () => {
  it("policy: tau=, k= and bins= take their defaults, on the page's query and the export's", () => {
    for (const schema of [ZPolicyQuery, ZPolicyExportQuery]) {
      const extra = schema === ZPolicyExportQuery ? { table: "policies", format: "csv" } : {};
      const q = schema.parse({ tau: "", k: "", bins: "", ...extra });
      expect(q).toMatchObject({ tau: 0.5, bins: 10 });
      expect(q.k).toBeUndefined();
      expect(issues(schema.safeParse({ tau: "abc", ...extra }))).toEqual([
        ["tau", "Invalid input: expected number, received NaN"],
      ]);
      expect(schema.parse({ tau: "0.25", ...extra }).tau).toBe(0.25);
    }
  });

  it("agreement, research and run comparison: seed= and replicates= take their defaults", () => {
    for (const schema of [ZAgreementQuery, ZResearchQuery])
      expect(schema.parse({ seed: "", replicates: "" })).toMatchObject({
        seed: 1,
        replicates: 2000,
      });
    expect(
      ZCompareRunsQuery.parse({ runA: "a", runB: "b", seed: "", replicates: "" }),
    ).toMatchObject({ seed: 1, replicates: 2000 });
    expect(issues(ZAgreementQuery.safeParse({ seed: "abc" }))).toEqual([
      ["seed", "Invalid input: expected number, received NaN"],
    ]);
    expect(ZAgreementQuery.parse({ seed: "7" }).seed).toBe(7);
    // The dashboard page checks its own address the same way and leaves the seed to the server.
    const page = ZDashboardPageParams.parse({ seed: "", replicates: "" });
    expect(page.seed).toBeUndefined();
    expect(page.replicates).toBeUndefined();
  });

  it("held-out report: seed= is unset and replicates= is the default", () => {
    const q = ZHeldOutQuery.parse({ config: "Fix judge", version: "2", seed: "", replicates: "" });
    expect(q.seed).toBeUndefined();
    expect(q.replicates).toBe(2000);
    expect(issues(ZHeldOutQuery.safeParse({ config: "x", version: "1", seed: "abc" }))).toEqual([
      ["seed", "Invalid input: expected number, received NaN"],
    ]);
  });

  it("keeps the API document's parameters as they were: numbers, with defaults, not required", () => {
    const doc = z.toJSONSchema(ZPolicyQuery, jsonSchemaOptions("input")) as {
      properties: Record<string, unknown>;
      required?: string[];
    };
    expect(doc.properties.tau).toEqual({ type: "number", minimum: 0, maximum: 1, default: 0.5 });
    expect(doc.required ?? []).not.toContain("tau");
    expect(doc.required ?? []).not.toContain("k");
  });
});
