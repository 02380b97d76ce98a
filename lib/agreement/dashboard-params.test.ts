import { describe, expect, it } from "vitest";
import { ZDashboardPageParams } from "./dashboard-params";

// This file loads zod/mini only, as the dashboard page does in the browser.
describe("the dashboard page's address check", () => {
  it("words zod's own errors in English without classic zod, as the server-rendered page does", () => {
    const bad = ZDashboardPageParams.safeParse({ replicates: "lots", seed: "1.5" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["seed", "Invalid input: expected int, received number"],
      ["replicates", "Invalid input: expected number, received NaN"],
    ]);
  });
});
