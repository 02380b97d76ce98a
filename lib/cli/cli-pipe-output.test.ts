import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sampleDiff } from "@/lib/test/diffs";
import { makeCliRunner } from "@/lib/test/run-cli";

// stdout is a pipe here, as in `rubricate … | jq`: the CLI used to exit with what the pipe had
// taken (65,536 bytes) and status 0.
const { dir, run, runPiped } = makeCliRunner({ tag: "cli-pipe" });
const MB = 1024 * 1024;
const longId = (i: number) => `${String(i).padStart(6, "0")}-${"x".repeat(1500)}`;
const writeJsonl = (name: string, rows: unknown[]) => {
  const file = path.join(dir, name);
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return file;
};

describe("rubricate output through a pipe", () => {
  it("agreement: a JSON report over 1 MB arrives whole", async () => {
    // 250 raters labelling 4 items: 31,125 rater pairs in pairwiseCohenKappa.
    const rows = ["item,rater,label"];
    for (let r = 0; r < 250; r++)
      for (let i = 0; i < 4; i++)
        rows.push(`i${i},rater-${r},${(r + i) % 3 ? "VALID" : "INVALID"}`);
    const file = path.join(dir, "ratings.csv");
    writeFileSync(file, rows.join("\n") + "\n");
    const res = await runPiped("agreement", file);
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout.length).toBeGreaterThan(MB);
    expect(JSON.parse(res.stdout).raters).toBe(250);
  });

  it("import --json: a report over 1 MB arrives whole, with status 1", async () => {
    expect(run("project", "create", "--slug", "pipe", "--name", "Pipe").status).toBe(0);
    // Patches of bugs that do not exist: 1,000 line errors, each naming its 1.5 kB bug id.
    const patches = writeJsonl(
      "patches.jsonl",
      Array.from({ length: 1000 }, (_, i) => ({
        patchId: `p${i}`,
        bugId: longId(i),
        patch: "diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n",
      })),
    );
    const imported = await runPiped(
      "import",
      patches,
      "--project",
      "pipe",
      "--kind",
      "patches",
      "--json",
    );
    expect(imported.status).toBe(1);
    expect(imported.stdout.length).toBeGreaterThan(MB);
    expect(JSON.parse(imported.stdout)).toMatchObject({ written: false, errorCount: 1000 });
  });

  it("judge import --json and dashboard: over 1 MB each, whole", async () => {
    const bugs = writeJsonl("bugs.jsonl", [
      { bugId: "B1", report: "r", groundTruthPatch: sampleDiff() },
    ]);
    const one = writeJsonl("one-patch.jsonl", [
      { patchId: "P1", bugId: "B1", patch: sampleDiff("  return 2;") },
    ]);
    expect(run("project", "create", "--slug", "runs", "--name", "Runs").status).toBe(0);
    expect(run("import", bugs, "--project", "runs").status).toBe(0);
    expect(run("import", one, "--project", "runs").status).toBe(0);
    // 1,300 external runs (one verdict each, split by a long field), allowed by --max-runs.
    const verdicts = writeJsonl(
      "verdicts.jsonl",
      Array.from({ length: 1300 }, (_, i) => ({
        patchId: "P1",
        label: i % 2 ? "VALID" : "INVALID",
        group: `${String(i).padStart(4, "0")}-${"g".repeat(800)}`,
      })),
    );
    const judged = await runPiped(
      "judge",
      "import",
      verdicts,
      "--project",
      "runs",
      "--name",
      "Many",
      "--model",
      "m".repeat(200),
      "--split",
      "group",
      "--max-runs",
      "1300",
      "--json",
    );
    expect(judged.status, judged.stderr).toBe(0);
    expect(judged.stdout.length).toBeGreaterThan(MB);
    expect(JSON.parse(judged.stdout).runs).toHaveLength(1300);
    // The dashboard lists every run with results as an option.
    const dashboard = await runPiped("dashboard", "--project", "runs", "--replicates", "100");
    expect(dashboard.status, dashboard.stderr).toBe(0);
    expect(dashboard.stdout.length).toBeGreaterThan(MB);
    expect(JSON.parse(dashboard.stdout).runs).toHaveLength(1300);
  }, 180_000);
});
