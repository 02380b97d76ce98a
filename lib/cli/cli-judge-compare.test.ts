import { writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { jsonl, sampleDiff } from "@/lib/test/diffs";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { expectRefused } from "@/lib/test/expect-refused";

const { dir, run } = makeInProcessCliRunner({ tag: "cli-judge-compare" });
const P = ["--project", "jc"];
const patches = Array.from({ length: 10 }, (_, i) => `jc-${Math.floor(i / 2)}:${i % 2}`);

const ok = (result: Awaited<ReturnType<typeof run>>) => {
  expect(result.status, result.stderr + result.stdout).toBe(0);
  return result.stdout;
};
const file = (name: string, text: string | Uint8Array) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};

type TComparison = {
  campaign: { id: string } | null;
  summary: {
    paired: number;
    bothValid: number;
    bothInvalid: number;
    onlyAValid: number;
    onlyBValid: number;
    verdicts: { pValue: number };
    consensus: { n: number; onlyA: number; onlyB: number; kappaA: number; kappaB: number };
  };
  patches: { patchId: string; flipped: boolean; agrees: string | null }[];
};

describe("rubricate judge compare", () => {
  it("compares two imported runs against the campaign's consensus: JSON, CSV and refusals", async () => {
    // Ten patches P0 … P9 of five bugs. Run A: VALID on P0–P7; run B: VALID on P0 and P8.
    // Consensus (two raters agreeing): VALID on P0, INVALID on P1–P8, none on P9.
    ok(await run("user", "create", "--email", "boss@jc.test", "--role", "admin"));
    ok(await run("project", "create", "--slug", "jc", "--name", "Judge compare"));
    const bugs = Array.from({ length: 5 }, (_, b) => ({
      bugId: `jc-${b}`,
      title: `Bug ${b}`,
      report: `Crash ${b}`,
      bugType: "Null-dereference",
      language: "C",
      groundTruthPatch: sampleDiff(`  return x + ${b};`),
    }));
    const rows = patches.map((patchId, i) => ({
      patchId,
      bugId: `jc-${Math.floor(i / 2)}`,
      patch: sampleDiff(`  return x + ${i + 100};`),
      tool: "t",
      model: "m",
      sample: 0,
      passesTests: true,
    }));
    ok(await run("import", file("bugs.jsonl", jsonl(bugs)), ...P, "--kind", "bugs"));
    ok(await run("import", file("patches.jsonl", jsonl(rows)), ...P, "--kind", "patches"));
    const created = ok(await run("campaign", "create", ...P, "--name", "C", "--selection", "none"));
    const campaign = /Created campaign (\S+):/.exec(created)![1]!;
    const ratings = patches
      .slice(0, 9)
      .flatMap((p, i) => ["r1", "r2"].map((r) => `${p},${r},${i === 0 ? "VALID" : "INVALID"}`));
    ok(
      await run(
        "ratings",
        "import",
        file("ratings.csv", ["item,rater,label", ...ratings].join("\n") + "\n"),
        ...P,
        "--campaign",
        campaign,
      ),
    );
    ok(await run("campaign", "reveal", ...P, "--campaign", campaign, "--yes"));
    const importRun = async (name: string, valid: (i: number) => boolean) => {
      const csv = patches.map((p, i) => `${p},${valid(i) ? "VALID" : "INVALID"},${name} on ${p}`);
      const out = ok(
        await run(
          "judge",
          "import",
          file(`${name}.csv`, ["patchId,label,justification", ...csv].join("\n") + "\n"),
          ...P,
          "--name",
          name,
          "--model",
          "m",
          "--campaign",
          campaign,
          "--json",
        ),
      );
      return (JSON.parse(out) as { runs: { id: string }[] }).runs[0]!.id;
    };
    const a = await importRun("A", (i) => i <= 7);
    const b = await importRun("B", (i) => i === 0 || i === 8);

    const c = JSON.parse(
      ok(await run("judge", "compare", ...P, "--run-a", a, "--run-b", b, "--replicates", "100")),
    ) as TComparison;
    expect(c.campaign?.id).toBe(campaign);
    expect(c.summary).toMatchObject({
      paired: 10,
      bothValid: 1,
      bothInvalid: 1,
      onlyAValid: 7,
      onlyBValid: 1,
      // b = 7, c = 1: 2·(C(8,0) + C(8,1))/2^8 = 18/256.
      verdicts: { pValue: 0.0703125 },
      consensus: { n: 9, onlyA: 1, onlyB: 7 },
    });
    // A: TP 1, FP 7, TN 1 → κ 2/65; B: TP 1, FP 1, TN 7 → κ 14/23 (see summarize-run-comparison.test).
    expect(c.summary.consensus.kappaA).toBeCloseTo(2 / 65, 12);
    expect(c.summary.consensus.kappaB).toBeCloseTo(14 / 23, 12);
    expect(c.patches.filter((p) => p.flipped).map((p) => [p.patchId, p.agrees])).toEqual([
      ...patches.slice(1, 8).map((p) => [p, "B"]),
      [patches[8], "A"],
    ]);

    const csv = ok(
      await run(
        "judge",
        "compare",
        ...P,
        "--run-a",
        a,
        "--run-b",
        b,
        "--format",
        "csv",
        "--flipped-only",
      ),
    );
    const table = parse(csv, { columns: true }) as Record<string, string>[];
    expect(table).toHaveLength(8);
    expect(table[0]).toMatchObject({
      Bug: "jc-0",
      Patch: patches[1],
      "Run A": "VALID",
      "Run A justification": `A on ${patches[1]}`,
      "Run B": "INVALID",
      "Run B justification": `B on ${patches[1]}`,
      Consensus: "INVALID",
      "Agrees with consensus": "B",
    });

    expectRefused(
      await run("judge", "compare", ...P, "--run-a", a, "--run-b", a),
      /runB: choose a different run/,
    );
    expectRefused(
      await run("judge", "compare", ...P, "--run-a", a, "--run-b", "nope"),
      /Judge run nope was not found in this project/,
    );
    expectRefused(
      await run("judge", "compare", ...P, "--run-a", a, "--run-b", b, "--format", "xml"),
      /format/,
    );
  }, 300_000); // some fifteen CLI processes, each starting Prisma
});
