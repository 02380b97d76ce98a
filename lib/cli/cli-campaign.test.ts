import { writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { expectRefused } from "@/lib/test/expect-refused";

const { dir, run } = makeInProcessCliRunner({ tag: "cli-campaign" });
const P = ["--project", "camp"];
const A = "tinyjson-17:patchagent:gpt-4.1:0";
const B = "imgscale-42:san2patch:gpt-4.1:0";
const C = "tinyjson-17:san2patch:claude-sonnet-4:0";

async function createCampaign(name: string, csv: string): Promise<string> {
  const created = await run("campaign", "create", ...P, "--name", name, "--selection", "none");
  const id = /Created campaign (\S+):/.exec(created.stdout)?.[1];
  expect(id, created.stderr).toBeTruthy();
  const file = path.join(dir, `${name}.csv`);
  writeFileSync(file, csv);
  const imported = await run("ratings", "import", file, ...P, "--campaign", id!, "--json");
  expect(imported.status, imported.stdout + imported.stderr).toBe(0);
  return id!;
}

describe("rubricate campaign list | show | reveal | close and ratings export", () => {
  it("goes through the phases with the page's checks, and exports labels that import back", async () => {
    expect(
      (await run("user", "create", "--email", "boss@example.org", "--role", "admin")).status,
    ).toBe(0);
    expect((await run("project", "create", "--slug", "camp", "--name", "Camp")).status).toBe(0);
    for (const kind of ["bugs", "patches"])
      expect(
        (await run("import", `lib/demo/data/${kind}.jsonl`, ...P, "--kind", kind)).status,
      ).toBe(0);
    // A unanimous on VALID, B split: B goes to adjudication at the reveal.
    const split = await createCampaign(
      "split",
      `item,rater,label\n${A},ann,VALID\n${A},bob,VALID\n${B},ann,VALID\n${B},bob,INVALID\n`,
    );
    const agreed = await createCampaign(
      "agreed",
      `item,rater,label\n${C},ann,INVALID\n${C},bob,INVALID\n`,
    );

    const list = await run("campaign", "list", ...P);
    expect(list.status, list.stderr).toBe(0);
    // --json, which every command takes, changes nothing on a command that prints only JSON.
    expect(await run("campaign", "list", ...P, "--json")).toEqual(list);
    const campaigns = JSON.parse(list.stdout) as { id: string; phase: string; ratings: number }[];
    expect(campaigns.map((c) => [c.id, c.phase, c.ratings])).toEqual([
      [agreed, "labelling", 2],
      [split, "labelling", 4],
    ]);
    const show = await run("campaign", "show", ...P, "--campaign", split);
    expect(show.status, show.stderr).toBe(0);
    expect(JSON.parse(show.stdout)).toMatchObject({
      campaign: { id: split, name: "split", phase: "labelling", kind: "external" },
      patches: 2,
      external: { raters: 2, ratings: 4 },
      consensus: null,
    });

    expectRefused(
      await run("campaign", "show", ...P, "--campaign", "nope"),
      /^error: No campaign nope/,
    );
    expectRefused(await run("campaign", "show", "--project", "nope", "--campaign", split), /nope/);
    // Labels stay blind before the reveal, for the CLI too.
    expectRefused(
      await run("ratings", "export", ...P, "--campaign", split),
      /still labelling: its labels are exported after the reveal/,
    );
    expectRefused(
      await run("campaign", "close", ...P, "--campaign", split, "--yes"),
      /Open the reveal phase and adjudicate before closing/,
    );
    // The page's confirmation: without --yes nothing changes.
    expectRefused(await run("campaign", "reveal", ...P, "--campaign", split), /--yes/);
    expect(
      JSON.parse((await run("campaign", "show", ...P, "--campaign", split)).stdout),
    ).toMatchObject({
      campaign: { phase: "labelling" },
    });

    const revealed = await run("campaign", "reveal", ...P, "--campaign", split, "--yes");
    expect(revealed.status, revealed.stderr).toBe(0);
    expect(JSON.parse(revealed.stdout)).toEqual({
      phase: "reveal",
      unanimous: 1,
      disputed: 1,
      hidden: 0,
    });
    expectRefused(
      await run("campaign", "reveal", ...P, "--campaign", split, "--yes"),
      /already in the reveal phase/,
    );
    expectRefused(await run("campaign", "close", ...P, "--campaign", split), /--yes/);
    // Refused, naming the disputed patch.
    expectRefused(
      await run("campaign", "close", ...P, "--campaign", split, "--yes"),
      new RegExp(`1 disputed patch still needs a consensus \\(${B}\\)`),
    );
    expect(
      JSON.parse((await run("campaign", "show", ...P, "--campaign", split)).stdout),
    ).toMatchObject({
      campaign: { phase: "reveal" },
      consensus: { unanimous: 1 },
    });

    expect((await run("campaign", "reveal", ...P, "--campaign", agreed, "--yes")).status).toBe(0);
    const closed = await run("campaign", "close", ...P, "--campaign", agreed, "--yes");
    expect(closed.status, closed.stderr).toBe(0);
    expect(JSON.parse(closed.stdout)).toMatchObject({ phase: "closed" });
    expectRefused(
      await run("campaign", "close", ...P, "--campaign", agreed, "--yes"),
      /already closed/,
    );

    // ratings export: CSV and JSONL, the raw labels with the consensus.
    expectRefused(
      await run("ratings", "export", ...P, "--campaign", split, "--format", "xml"),
      /^error: format: /,
    );
    expectRefused(await run("ratings", "export", ...P, "--campaign", "nope"), /No campaign nope/);
    const jsonl = await run("ratings", "export", ...P, "--campaign", split, "--format", "jsonl");
    expect(jsonl.status, jsonl.stderr).toBe(0);
    const rows = jsonl.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((r) => [r.item, r.rater, r.label, r.consensus, r.consensusMethod])).toEqual([
      [B, "ann", "VALID", null, null],
      [B, "bob", "INVALID", null, null],
      [A, "ann", "VALID", "VALID", "unanimous"],
      [A, "bob", "VALID", "VALID", "unanimous"],
    ]);
    expect(rows[0]).toMatchObject({
      bug: "imgscale-42",
      justification: "",
      requirements: [],
      timeOnItemMs: null,
      consensusThemes: [],
      consensusChanges: [],
    });
    expect(Date.parse(rows[0]!.submittedAt as string)).not.toBeNaN();

    const csv = await run("ratings", "export", ...P, "--campaign", split);
    expect(csv.status, csv.stderr).toBe(0);
    const records = parse(csv.stdout, { columns: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([
      "item",
      "bug",
      "rater",
      "label",
      "justification",
      "requirements",
      "time_on_item_ms",
      "submitted_at",
      "consensus",
      "consensus_method",
      "consensus_themes",
      "consensus_history",
    ]);
    expect(records.map((r) => [r.item, r.rater, r.label, r.consensus])).toEqual(
      rows.map((r) => [r.item, r.rater, r.label, r.consensus ?? ""]),
    );

    // Round trip: the export imports into a fresh campaign as the same ratings.
    const file = path.join(dir, "exported.csv");
    writeFileSync(file, csv.stdout);
    const copy = await run("campaign", "create", ...P, "--name", "copy", "--selection", "none");
    const copyId = /Created campaign (\S+):/.exec(copy.stdout)![1]!;
    const imported = await run("ratings", "import", file, ...P, "--campaign", copyId, "--json");
    expect(imported.status, imported.stdout + imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({
      written: true,
      created: 4,
      raters: 2,
      addedPatches: 2,
      errors: [],
    });
    expect((await run("campaign", "reveal", ...P, "--campaign", copyId, "--yes")).status).toBe(0);
    const again = await run("ratings", "export", ...P, "--campaign", copyId, "--format", "jsonl");
    const pick = (text: string) =>
      text
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .map((r) => [r.item, r.bug, r.rater, r.label, r.consensus, r.consensusMethod]);
    expect(pick(again.stdout)).toEqual(pick(jsonl.stdout));
  }, 420_000); // some thirty CLI processes, each starting Prisma
});
