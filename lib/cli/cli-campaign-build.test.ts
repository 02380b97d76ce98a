import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { run } = makeInProcessCliRunner({ tag: "cli-campaign-build" });
const P = ["--project", "bench"];

type TBuild = {
  k: number;
  seed: number;
  patchIds: string[];
  totals: Record<string, number | string>;
  table: { bugType: string; selected: number }[];
  campaign: { id: string; patches: number } | null;
};

const build = async (...args: string[]) => {
  const out = await run("campaign", "build", ...P, ...args);
  expect(out.status, out.stderr).toBe(0);
  return out;
};

describe("rubricate campaign build", () => {
  it("prints the Table 4 summary, draws the same set for the same seed, and creates that campaign", async () => {
    expect(
      (await run("user", "create", "--email", "boss@example.org", "--role", "admin")).status,
    ).toBe(0);
    expect((await run("project", "create", "--slug", "bench", "--name", "Bench")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", `lib/demo/data/${kind}.jsonl`, ...P, "--kind", kind)).status,
      ).toBe(0);
    expect(
      (
        await run(
          "user",
          "create",
          "--email",
          "r@example.org",
          "--role",
          "rater",
          "--project",
          "bench",
        )
      ).status,
    ).toBe(0);

    // The demo: 8 bugs of 8 types, 28 samples, 20 pass; two of logrotate-lite-31's passing samples
    // are one text, so 19 unique passing (2 or 3 per bug); k = 2 draws 16.
    const dry = JSON.parse(
      (await build("--k", "2", "--seed", "42", "--dry-run", "--json")).stdout,
    ) as TBuild;
    expect(dry.totals).toEqual({
      bugType: "Total",
      bugs: 8,
      bugsWithPassing: 8,
      samples: 28,
      uniquePatches: 27,
      candidates: 19,
      unknown: 0,
      selected: 16,
    });
    expect(dry.table).toHaveLength(8);
    expect(dry.campaign).toBeNull();
    const again = JSON.parse(
      (await build("--k", "2", "--seed", "42", "--dry-run", "--json")).stdout,
    );
    expect(again.patchIds).toEqual(dry.patchIds);
    const other = JSON.parse(
      (await build("--k", "2", "--seed", "7", "--dry-run", "--json")).stdout,
    );
    expect(other.patchIds).toHaveLength(16);
    expect(other.patchIds).not.toEqual(dry.patchIds);

    const text = await build(
      "--k",
      "2",
      "--seed",
      "42",
      "--raters",
      "r@example.org",
      "--raters-per-patch",
      "1",
    );
    expect(text.stdout).toMatch(/\| Bug type \| Bugs \| Bugs with a passing patch \|/);
    expect(text.stdout).toMatch(/\| Total \| 8 \| 8 \| 28 \| 27 \| 19 \| 0 \| 16 \|/);
    const id = /Created campaign (\S+): 16 patches, 16 assignments\./.exec(text.stdout)?.[1];
    expect(id, text.stdout).toBeTruthy();
    const show = JSON.parse((await run("campaign", "show", ...P, "--campaign", id!)).stdout);
    expect(show).toMatchObject({
      campaign: { name: "Benchmark k=2 seed=42", selection: { kind: "benchmark", k: 2, seed: 42 } },
      patches: 16,
    });

    const refused = await run("campaign", "build", ...P, "--seed", "-1", "--dry-run");
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toMatch(/seed/);
  });
});
