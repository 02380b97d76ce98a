import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run } = makeInProcessCliRunner({ tag: "cli-judge-tune" });

describe("rubricate judge tune / held-out", () => {
  it("previews and saves a few-shot version from the pilot campaign, and refuses a report without runs in one line", async () => {
    expect((await run("seed")).status).toBe(0);
    const campaigns = JSON.parse((await run("campaign", "list", "--project", "demo")).stdout) as {
      id: string;
      name: string;
    }[];
    const pilot = campaigns.find((c) => c.name.startsWith("Pilot study"))!;
    const args = ["judge", "tune", "--project", "demo", "--config", "Ground-truth patch"];
    const where = ["--version", "1", "--campaign", pilot.id, "--seed", "7"];
    const preview = await run(...args, ...where, "--examples", "3", "--dry-run", "--json");
    expect(preview.status, preview.stderr).toBe(0);
    const p = JSON.parse(preview.stdout);
    expect(p.config).toBeNull();
    expect(p.examples).toHaveLength(3);
    expect(p.examples.every((e: { source: string }) => e.source === "adjudicated")).toBe(true);

    const saved = await run(...args, ...where, "--examples", "3");
    expect(saved.status, saved.stderr).toBe(0);
    expect(saved.stdout).toContain("Saved Ground-truth patch v2: Few-shot from Pilot study");

    const report = await run(
      "judge",
      "held-out",
      "--project",
      "demo",
      "--config",
      "Ground-truth patch",
      "--version",
      "2",
    );
    expect(report.status).not.toBe(0);
    expect(report.stderr).toMatch(/no finished run of Ground-truth patch v1/);
    expect(report.stderr.trim().split("\n")).toHaveLength(1);
  });
});
