import { describe, expect, it } from "vitest";
import { appErrorOf } from "@/lib/test/app-error-of";
import { checkMissingLabels } from "./check-missing-labels";
import { ZAgreementQuery, ZDashboardPageParams } from "./schemas";

const labels = ["VALID", "INVALID", "PARTIAL"];

describe("the labels counted as missing", () => {
  it("accepts the campaign's own labels and UNSURE, used or not", () => {
    expect(() => checkMissingLabels({ missing: ["PARTIAL", "UNSURE"], labels })).not.toThrow();
    expect(() => checkMissingLabels({ missing: [], labels })).not.toThrow();
  });

  it("refuses a label no rating carries, naming the parameter and the labels there are", () => {
    const err = appErrorOf(() => checkMissingLabels({ missing: ["BOGUS"], labels }));
    expect(err.status).toBe(422);
    expect(err.message).toBe(
      'missing: no rating of this campaign has the label "BOGUS" (its labels: VALID, INVALID, PARTIAL, UNSURE).',
    );
  });

  it("refuses VALID or INVALID as missing, and any unknown parameter, in the API's query and the page's", () => {
    for (const schema of [ZAgreementQuery, ZDashboardPageParams]) {
      const verdict = schema.safeParse({ missing: "UNSURE,INVALID" });
      expect(verdict.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["missing", "VALID and INVALID are the verdicts compared; they cannot count as missing"],
      ]);
      const unknown = schema.safeParse({ missnig: "UNSURE" });
      expect(unknown.error?.issues.map((i) => i.message)).toEqual(["unknown parameter missnig"]);
    }
    expect(ZAgreementQuery.parse({}).missing).toEqual(["UNSURE"]);
    expect(ZAgreementQuery.parse({ missing: "" }).missing).toEqual([]);
    expect(ZDashboardPageParams.parse({ replicates: "500" })).toEqual({ replicates: 500 });
    expect(ZDashboardPageParams.safeParse({ replicates: "lots" }).success).toBe(false);
  });
});
