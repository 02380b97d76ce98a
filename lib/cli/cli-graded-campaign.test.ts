import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectRefused } from "@/lib/test/expect-refused";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

const { dir, run } = makeInProcessCliRunner({ tag: "cli-graded" });
const P = ["--project", "graded"];
const A = "tinyjson-17:patchagent:gpt-4.1:0";
const B = "imgscale-42:san2patch:gpt-4.1:0";
const C = "tinyjson-17:san2patch:claude-sonnet-4:0";

describe("rubricate campaign create --scale, ratings import / export with grades, dashboard", () => {
  it("creates a graded campaign, imports graded ratings, exports them and shows α on the grades", async () => {
    expect(
      (await run("user", "create", "--email", "boss@example.org", "--role", "admin")).status,
    ).toBe(0);
    expect((await run("project", "create", "--slug", "graded", "--name", "Graded")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", `lib/demo/data/${kind}.jsonl`, ...P, "--kind", kind)).status,
      ).toBe(0);
    const base = ["campaign", "create", ...P, "--selection", "none", "--name"];
    expectRefused(
      await run(...base, "x", "--scale", "graded", "--dimensions", "speed"),
      /Unknown dimension "speed"/,
    );
    expectRefused(
      await run(...base, "x", "--dimensions", "security"),
      /--dimensions needs --scale/,
    );
    const created = await run(...base, "g", "--scale", "graded", "--dimensions", "security");
    const id = /Created campaign (\S+):/.exec(created.stdout)?.[1];
    expect(id, created.stderr).toBeTruthy();
    const show = JSON.parse((await run("campaign", "show", ...P, "--campaign", id!)).stdout) as {
      campaign: { scale: { validFrom: number; dimensions: { key: string }[] } };
    };
    expect(show.campaign.scale.validFrom).toBe(3);
    expect(show.campaign.scale.dimensions.map((d) => d.key)).toEqual(["security"]);

    const file = path.join(dir, "graded.csv");
    const rows = [
      [A, "ann", "VALID", 4, 4],
      [A, "bob", "VALID", 3, 3],
      [B, "ann", "INVALID", 1, 2],
      [B, "bob", "INVALID", 2, 2],
      [C, "ann", "VALID", 4, 3],
      [C, "bob", "INVALID", 2, 1],
    ];
    writeFileSync(
      file,
      "item,rater,label,grade,dimension_grades\n" +
        rows.map(([i, r, l, g, s]) => `${i},${r},${l},${g},security=${s}\n`).join(""),
    );
    const imported = await run("ratings", "import", file, ...P, "--campaign", id!, "--json");
    expect(imported.status, imported.stdout + imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ created: 6, written: true });
    expect((await run("campaign", "reveal", ...P, "--campaign", id!, "--yes")).status).toBe(0);

    const exported = await run("ratings", "export", ...P, "--campaign", id!);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stdout.split("\r\n")[0]).toMatch(
      /^item,bug,rater,label,grade,dimension_grades,/,
    );
    expect(exported.stdout).toContain(`${B},imgscale-42,ann,INVALID,1,security=2,`);

    const dashboard = await run("dashboard", ...P, "--campaign", id!, "--replicates", "100");
    expect(dashboard.status, dashboard.stderr).toBe(0);
    const graded = (JSON.parse(dashboard.stdout) as { graded: Record<string, unknown> }).graded;
    expect(graded).toMatchObject({
      graded: 6,
      units: 3,
      distribution: [{ count: 1 }, { count: 2 }, { count: 1 }, { count: 2 }],
      dimensions: [{ key: "security" }],
    });
    expect((graded.ordinalAlpha as { value: number }).value).toBeGreaterThan(0);
  });
});
