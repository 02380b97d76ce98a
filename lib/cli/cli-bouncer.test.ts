import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

// BouncerBench's data ship beside the checkout in ../shared; the product never reads them at run time.
const shared = (name: string) =>
  fileURLToPath(new URL(`../../../shared/data/bouncerbench/${name}`, import.meta.url));
/** `rubricate bouncer …` needs no database: no DATABASE_URL is given. */
const { run } = makeInProcessCliRunner({ tag: "cli-bouncer", url: "", env: { AUTH_SECRET: "" } });

describe("rubricate bouncer input", () => {
  it("prints BouncerBench's Table II from the released files, in any table format", async () => {
    const files = ["gpt-4.1", "o4-mini"].map((m) => shared(`input-bouncer-${m}.jsonl`));
    const csv = await run(
      "bouncer",
      "input",
      "--annotations",
      shared("annotations.csv"),
      ...files,
      "--format",
      "csv",
    );
    expect(csv.status, csv.stderr).toBe(0);
    const [header, gpt, o4] = csv.stdout.split("\r\n");
    expect(header).toBe("Model,Issues,F_m,I-Score,R_b,FNR_a,FPR_a,Exact agreement,Cohen's kappa");
    expect(gpt!.split(",").slice(0, 2)).toEqual(["gpt-4.1", "1699"]);
    expect(Number(o4!.split(",")[2]).toFixed(3)).toBe("0.592");
    const latex = await run(
      "bouncer",
      "input",
      "--annotations",
      shared("annotations.csv"),
      files[1]!,
      "--format",
      "latex",
    );
    expect(latex.stdout).toContain("o4-mini & 1699 & 0.59 & 0.27 & 0.27 & 0.05");
  });

  it("refuses a file with a bad line, naming it", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rubricate-bouncer-"));
    const bad = path.join(dir, "bad.jsonl");
    writeFileSync(bad, '{"instanceId":"astropy__astropy-12907","labelScore":7}\n');
    const r = await run("bouncer", "input", "--annotations", shared("annotations.csv"), bad);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bad\.jsonl line 1 labelScore: needs labelScore 0–3/);
  });
});
