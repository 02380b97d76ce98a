import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

// The le2019 study and SE-Jury's scores ship beside the checkout in ../shared; the product never reads them at run time.
const le2019 = (name: string) =>
  fileURLToPath(new URL(`../../../shared/data/le2019/${name}`, import.meta.url));
const { dir, run } = makeInProcessCliRunner({ tag: "cli-judge-import" });

describe("rubricate judge import", () => {
  it("imports SE-Jury's six strategies as external runs, and refuses a bad file whole", async () => {
    expect((await run("project", "create", "--slug", "sj", "--name", "SE-Jury")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", le2019(`${kind}.jsonl`), "--project", "sj", "--kind", kind)).status,
      ).toBe(0);
    const args = ["--project", "sj", "--name", "SE-Jury", "--model", "gpt-4o-mini"];
    const imported = await run(
      "judge",
      "import",
      le2019("llm-scores.jsonl"),
      ...args,
      "--split",
      "strategy",
      "--threshold",
      "50",
      "--dont-know",
      "50=INVALID",
      "--justification-field",
      "raw",
      "--json",
    );
    expect(imported.status, imported.stderr).toBe(0);
    const report = JSON.parse(imported.stdout) as {
      written: boolean;
      runs: { split: string; results: number; valid: number }[];
    };
    expect(report.written).toBe(true);
    expect(report.runs.map((r) => r.split).sort()).toEqual([
      "analyze_gt_then_validate",
      "direct_assess",
      "direct_assess_no_gt",
      "direct_assess_then_Validate",
      "direct_compare",
      "test_gene_reason",
    ]);
    // direct_compare: 36 of its 189 scores are above 50 (counted with Python on the file; 50 is "don't know", here INVALID).
    expect(report.runs.find((r) => r.split === "direct_compare")).toMatchObject({
      results: 189,
      valid: 36,
    });

    // The research tables see the six runs; without a campaign only localization has rows.
    const research = await run("research", "--project", "sj", "--replicates", "100");
    expect(research.status, research.stderr).toBe(0);
    const tables = JSON.parse(research.stdout) as {
      runs: unknown[];
      tables: Record<string, { rows: unknown[][] }>;
    };
    expect(tables.runs).toHaveLength(6);
    expect(tables.tables.roc!.rows).toEqual([]);
    const csv = await run(
      "research",
      "--project",
      "sj",
      "--table",
      "localization",
      "--format",
      "csv",
    );
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stdout.split("\r\n")[1]).toMatch(/^\(all\),189,132,/);

    const bad = path.join(dir, "bad.csv");
    writeFileSync(bad, "patchId,label\n209,VALID\nnope,INVALID\n");
    const refused = await run("judge", "import", bad, ...args);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/Nothing imported: 1 of 2 lines is invalid/);
    expect(refused.stdout).toMatch(/line 3 patchId: no patch with id "nope"/);
    const bare = await run("judge", "import", le2019("llm-scores.jsonl"), ...args);
    expect(bare.status).toBe(1);
    expect(bare.stdout).toMatch(/a score needs a threshold/);
  }, 120_000); // eight CLI processes, each starting Prisma

  it("reports a second import of the same file unchanged (status 0) and refuses a split into too many runs", async () => {
    const args = ["--project", "sj", "--name", "SE-Jury", "--model", "gpt-4o-mini"];
    const same = [
      "--split",
      "strategy",
      "--threshold",
      "50",
      "--dont-know",
      "50=INVALID",
      "--justification-field",
      "raw",
    ];
    const again = await run("judge", "import", le2019("llm-scores.jsonl"), ...args, ...same);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/Nothing imported: llm-scores.jsonl is already imported/);
    expect(again.stdout.match(/ v1 \(unchanged\)/g)).toHaveLength(6);

    // One run per patch: 189 values of patchId.
    const wide = await run(
      "judge",
      "import",
      le2019("llm-scores.jsonl"),
      ...args,
      ...same.slice(2),
      "--split",
      "patchId",
    );
    expect(wide.status).toBe(1);
    expect(wide.stderr).toMatch(
      /^error: split: the field "patchId" has 189 distinct values, .* raise maxRuns \(--max-runs\)/,
    );
    expect(wide.stderr.trim().split("\n")).toHaveLength(1);
  }, 120_000);
});
