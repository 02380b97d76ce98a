import { describe, expect, it } from "vitest";
import type { TTable } from "@/lib/tables/format-table";
import { agreementKeys, agreementUrl } from "./agreement-keys";
import { bestCells } from "./best-cells";
import { kappaColor, kappaTextColor } from "./kappa-scale";

describe("agreement URLs", () => {
  it("leaves absent settings to the server and sends an empty missing list", () => {
    expect(agreementUrl.dashboard("p 1", {})).toBe("/api/projects/p%201/agreement");
    expect(agreementUrl.dashboard("p", { campaignId: "c1", runs: ["a", "b"], missing: [] })).toBe(
      "/api/projects/p/agreement?campaignId=c1&runs=a%2Cb&missing=",
    );
    expect(agreementUrl.export("p", { missing: ["UNSURE"], seed: 1 }, "ablation", "latex")).toBe(
      "/api/projects/p/agreement/export?table=ablation&format=latex&missing=UNSURE&seed=1",
    );
  });

  it("keys distinguish the default missing list from an empty one", () => {
    expect(agreementKeys.dashboard("p", {})).not.toEqual(
      agreementKeys.dashboard("p", { missing: [] }),
    );
    expect(agreementKeys.dashboard("p", { runs: ["a"] })).toEqual(
      agreementKeys.dashboard("p", { runs: ["a"] }),
    );
  });
});

describe("ablation highlighting", () => {
  const table: TTable = {
    caption: "x",
    columns: ["Metric", "Full · A", "Full · B", "Clear · A", "Clear · B"],
    rows: [
      ["Patches compared", 10, 12, 5, 6],
      ["Accuracy", 0.8, 0.7, 0.9, 0.9],
      ["Precision", null, null, 0.5, null],
    ],
  };
  it("marks the best value per metric and benchmark, ties included, counts never", () => {
    expect([...bestCells(table, 2)].sort()).toEqual(["1:1", "1:3", "1:4", "2:3"]);
    expect(bestCells(table, 1).size).toBe(0);
  });
});

describe("kappa colours", () => {
  it("runs from red through near-white to blue", () => {
    expect(kappaColor(-1)).toBe("rgb(201, 42, 42)");
    expect(kappaColor(0)).toBe("rgb(248, 249, 250)");
    expect(kappaColor(2)).toBe("rgb(59, 91, 219)");
    expect(kappaTextColor(0.9)).toBe("#ffffff");
    expect(kappaTextColor(0.1)).toBe("#1b1f24");
  });
});
