import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { AGREEMENT_TABLES } from "@/lib/agreement/schemas";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run, runBinary, dir } = makeInProcessCliRunner({ tag: "cli-dashboard" });

describe("rubricate dashboard", () => {
  it("prints the demo's agreement dashboard as JSON and any table as CSV or LaTeX, with the same numbers", async () => {
    expect((await run("seed")).status).toBe(0);
    expect((await runBinary("worker", "--exit-when-idle")).status).toBe(0);
    const json = await run("dashboard", "--project", "demo", "--replicates", "200");
    expect(json.status, json.stderr).toBe(0);
    const d = JSON.parse(json.stdout);
    expect(d.campaign).toMatchObject({
      name: "Pilot study (published labels)",
      phase: "closed",
      ratings: 108,
    });
    expect(d.judge.map((j: { run: { configName: string } }) => j.run.configName)).toEqual([
      "Similarity baseline",
      "Strict similarity baseline",
    ]);
    // The pilot: 27 patches, 18 of them unanimous before discussion; consensus 15 VALID and 12 INVALID.
    expect(d.benchmarks.full).toMatchObject({ patches: 27, unanimous: 18, valid: 15, invalid: 12 });
    expect(d.passAtK).toHaveLength(2);

    const csv = await run(
      "dashboard",
      "--project",
      "demo",
      "--replicates",
      "200",
      "--table",
      "ablation",
      "--format",
      "csv",
    );
    expect(csv.status, csv.stderr).toBe(0);
    const rows: string[][] = parse(csv.stdout);
    expect(rows[0]).toEqual([
      "Metric",
      "Full · Similarity baseline v1 · no LLM",
      "Full · Strict similarity baseline v1 · no LLM",
      "Clear · Similarity baseline v1 · no LLM",
      "Clear · Strict similarity baseline v1 · no LLM",
    ]);
    const kappa = rows.find((r) => r[0] === "Cohen's kappa")!;
    expect(Number(kappa[1])).toBe(d.judge[0].full.kappa.value);
    expect(Number(kappa[4])).toBe(d.judge[1].clear.kappa.value);

    const tex = await run(
      "dashboard",
      "--project",
      "demo",
      "--table",
      "benchmarks",
      "--format",
      "latex",
    );
    expect(tex.stdout).toContain("Number of patches & 27 & 18 \\\\");
  });

  it("names what is wrong: an unknown table, a run that does not exist", async () => {
    const table = await run("dashboard", "--project", "demo", "--table", "nope");
    expect(table.status).toBe(1);
    expect(table.stderr).toMatch(/error: table: /);
    const runs = await run("dashboard", "--project", "demo", "--runs", "missing-run");
    expect(runs.status).toBe(1);
    expect(runs.stderr).toContain("Judge run missing-run was not found");
  });

  it("writes every table in every format and every chart with --all --out, in one call", async () => {
    const out = path.join(dir, "all");
    const res = await run(
      "dashboard",
      "--project",
      "demo",
      "--replicates",
      "200",
      "--all",
      "--out",
      out,
    );
    expect(res.status, res.stderr).toBe(0);
    const summary = JSON.parse(res.stdout) as {
      dir: string;
      files: { file: string; bytes: number }[];
    };
    expect(summary.dir).toBe(out);
    const names = summary.files.map((f) => f.file);
    expect(readdirSync(out).sort()).toEqual([...names].sort());
    expect(names.filter((n) => !n.endsWith(".svg"))).toHaveLength(AGREEMENT_TABLES.length * 4);
    expect(names.filter((n) => /-pass-at-k-run\d\.svg$/.test(n))).toHaveLength(2);
    expect(names.some((n) => /-pairwise-kappa(-g\d+)?\.svg$/.test(n))).toBe(true);
    for (const f of summary.files) expect(statSync(path.join(out, f.file)).size).toBe(f.bytes);
    // The same text as the one-table export.
    const csv = await run(
      "dashboard",
      "--project",
      "demo",
      "--replicates",
      "200",
      "--table",
      "ablation",
      "--format",
      "csv",
    );
    const file = names.find((n) => n.endsWith("-ablation.csv"))!;
    expect(readFileSync(path.join(out, file), "utf8")).toBe(csv.stdout);
    expect(
      readFileSync(
        path.join(
          out,
          names.find((n) => n.endsWith(".svg"))!,
        ),
        "utf8",
      ),
    ).toMatch(/^<\?xml[^]*<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^]*<\/svg>\n$/);

    const noOut = await run("dashboard", "--project", "demo", "--all");
    expect(noOut.status).toBe(1);
    expect(noOut.stderr).toContain("--all needs --out DIR.");
  });
});
