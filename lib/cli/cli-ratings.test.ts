import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";

// The le2019 study (Le et al. 2019) ships beside the checkout in ../shared; the product never reads it at run time.
const le2019 = (name: string) =>
  fileURLToPath(new URL(`../../../shared/data/le2019/${name}`, import.meta.url));
const { dir, run } = makeInProcessCliRunner({ tag: "cli-ratings" });

describe("rubricate ratings import (le2019)", () => {
  it("imports the study's 1,095 ratings onto its 189 patches, refuses UNSURE unless allowed, and is idempotent", async () => {
    expect(
      (await run("user", "create", "--email", "boss@example.org", "--role", "admin")).status,
    ).toBe(0);
    expect((await run("project", "create", "--slug", "le2019", "--name", "Le 2019")).status).toBe(
      0,
    );
    expect(
      (await run("import", le2019("bugs.jsonl"), "--project", "le2019", "--kind", "bugs")).status,
    ).toBe(0);
    const patches = await run(
      "import",
      le2019("patches.jsonl"),
      "--project",
      "le2019",
      "--kind",
      "patches",
      "--json",
    );
    expect(patches.status, patches.stderr).toBe(0);
    const strict = await run(
      "campaign",
      "create",
      "--project",
      "le2019",
      "--name",
      "strict",
      "--selection",
      "none",
    );
    const strictId = /Created campaign (\S+):/.exec(strict.stdout)?.[1];
    expect(strictId, strict.stderr).toBeTruthy();
    const refused = await run(
      "ratings",
      "import",
      le2019("ratings.csv"),
      "--project",
      "le2019",
      "--campaign",
      strictId!,
    );
    expect(refused.status).toBe(1);
    expect(refused.stdout).toMatch(/Nothing imported: 121 of 1095 lines are invalid/);
    expect(refused.stdout).toMatch(/line \d+ label: .*UNSURE/);

    const open = await run(
      "campaign",
      "create",
      "--project",
      "le2019",
      "--name",
      "Le et al. 2019",
      "--selection",
      "none",
      "--allow-unsure",
    );
    const id = /Created campaign (\S+):/.exec(open.stdout)![1]!;
    const ok = await run(
      "ratings",
      "import",
      le2019("ratings.csv"),
      "--project",
      "le2019",
      "--campaign",
      id,
      "--json",
    );
    expect(ok.status, ok.stderr + ok.stdout).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({
      written: true,
      created: 1095,
      raters: 41,
      addedPatches: 189,
      errors: [],
    });
    const again = await run(
      "ratings",
      "import",
      le2019("ratings.csv"),
      "--project",
      "le2019",
      "--campaign",
      id,
    );
    expect(again.stdout).toMatch(/Nothing to import: 1095 ratings already recorded/);

    const bad = path.join(dir, "bad.csv");
    writeFileSync(bad, "item,rater,label\n1,G1-P1,VALID\n99999,X,VALID\n2,Y,MAYBE\n");
    const conflict = await run("ratings", "import", bad, "--project", "le2019", "--campaign", id);
    expect(conflict.status).toBe(1);
    expect(conflict.stdout).toContain("line 2 label:");
    expect(conflict.stdout).toContain('line 3 item: no patch with id "99999"');
    expect(conflict.stdout).toMatch(/line 4 label: .*MAYBE/);
  });
});
