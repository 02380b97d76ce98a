import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { expectRefused } from "@/lib/test/expect-refused";
import { makeInProcessCliRunner, type TCliResult } from "@/lib/test/run-cli";

/** The CLI, in this process, on this file's database. */
const { dir, run } = makeInProcessCliRunner({
  tag: "cli-campaign-adjudication",
  url: TEST_DATABASE_URL,
});
const P = ["--project", "adj"];
const A = "tinyjson-17:patchagent:gpt-4.1:0";
const B = "imgscale-42:san2patch:gpt-4.1:0";
const C = "tinyjson-17:san2patch:claude-sonnet-4:0";

const ok = (r: TCliResult) => {
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return r.stdout;
};
const userId = async (email: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

type TQueue = {
  items: {
    patchId: string;
    n: number;
    bug: { externalId: string };
    reason: string;
    counts: { VALID: number; INVALID: number; UNSURE: number };
    consensus: { label: string; method: string; themes: string[] } | null;
  }[];
  hidden: number;
  summary: Record<string, number>;
};

describe("rubricate campaign create | disputes | adjudicate", () => {
  it("creates a campaign with every rater of the project by default, adjudicators, and --json", async () => {
    ok(await run("user", "create", "--email", "boss@example.org", "--role", "admin"));
    ok(await run("project", "create", "--slug", "adj", "--name", "Adjudication"));
    for (const [email, role] of [
      ["ray@example.org", "rater"],
      ["ros@example.org", "rater"],
      ["lee@example.org", "lead"],
      ["eli@example.org", "engineer"],
    ])
      ok(await run("user", "create", "--email", email!, "--role", role!, ...P));
    for (const kind of ["bugs", "patches"])
      ok(await run("import", `lib/demo/data/${kind}.jsonl`, ...P, "--kind", kind));
    const [ray, ros, lee, eli] = await Promise.all(
      ["ray", "ros", "lee", "eli"].map((u) => userId(`${u}@example.org`)),
    );
    const patches = await prisma.patch.count({ where: { project: { slug: "adj" } } });

    // No --raters: the project's two raters, as the form pre-selects; adjudicators by email or id.
    const created = await run(
      ...["campaign", "create", ...P, "--name", "Pending", "--selection", "all"],
      ...["--raters-per-patch", "2", "--adjudicators", `LEE@example.org,${eli}`, "--json"],
    );
    const campaign = JSON.parse(ok(created)) as Record<string, unknown>;
    expect(campaign).toEqual({
      id: expect.any(String),
      patches,
      assignments: patches * 2,
      loads: { [ray!]: patches, [ros!]: patches },
    });
    const people = await prisma.campaignRater.findMany({
      where: { campaignId: campaign.id as string },
      select: { userId: true, role: true },
    });
    expect(people.map((p) => `${p.role}:${p.userId}`).sort()).toEqual(
      [`rater:${ray}`, `rater:${ros}`, `adjudicator:${lee}`, `adjudicator:${eli}`].sort(),
    );
    const row = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id as string } });
    expect(row).toMatchObject({ name: "Pending", createdById: await userId("boss@example.org") });

    // The text line without --json; a campaign without patches gets no rater by default.
    const none = ok(await run("campaign", "create", ...P, "--name", "Ext", "--selection", "none"));
    const extId = /^Created campaign (\S+): 0 patches, 0 assignments\.$/m.exec(none)![1]!;
    expect(await prisma.campaignRater.count({ where: { campaignId: extId } })).toBe(0);

    // --raters "" is nobody: refused by the domain, naming the pool.
    expectRefused(
      await run("campaign", "create", ...P, "--name", "X", "--selection", "all", "--raters", ""),
      /raterIds: 3 raters per patch needs at least 3 raters in the pool \(got 0\)/,
    );
    // People are checked: an unknown one, a rater who is not, an adjudicator outside the project.
    const all = ["campaign", "create", ...P, "--name", "X", "--selection", "all"];
    expectRefused(
      await run(...all, "--adjudicators", "nobody@example.org"),
      /^error: No user with email or id nobody@example.org\.$/m,
    );
    expectRefused(
      await run(...all, "--raters", "ray@example.org,lee@example.org", "--raters-per-patch", "1"),
      /raterIds: 1 user does not hold the rater role in this project/,
    );
    expectRefused(
      await run(...all, "--adjudicators", "boss@example.org"),
      /adjudicatorIds: 1 user is not a member of this project/,
    );
    expect(await prisma.campaign.count({ where: { name: "X" } })).toBe(0);
  });

  it("lists the disputes and settles them, changing a settled consensus only with --reason, then closes", async () => {
    const boss = await userId("boss@example.org");
    const lee = await userId("lee@example.org");
    // A unanimous on VALID, B split, C unsure: B and C go to adjudication at the reveal.
    const created = await run(
      ...["campaign", "create", ...P, "--name", "Split"],
      ...["--selection", "none", "--allow-unsure", "--json"],
    );
    const id = (JSON.parse(ok(created)) as { id: string }).id;
    const file = path.join(dir, "split.csv");
    writeFileSync(
      file,
      `item,rater,label\n${A},ann,VALID\n${A},bob,VALID\n${B},ann,VALID\n${B},bob,INVALID\n${C},ann,UNSURE\n${C},bob,INVALID\n`,
    );
    ok(await run("ratings", "import", file, ...P, "--campaign", id));
    const K = [...P, "--campaign", id];

    expectRefused(
      await run("campaign", "disputes", ...K),
      /^error: Adjudication opens with the reveal phase/,
    );
    ok(await run("campaign", "reveal", ...K, "--yes"));

    const queue = JSON.parse(ok(await run("campaign", "disputes", ...K, "--json"))) as TQueue;
    expect(queue.summary).toEqual({
      patches: 3,
      unanimous: 1,
      adjudicated: 0,
      open: 2,
      unrated: 0,
    });
    expect(queue.hidden).toBe(0);
    expect(
      queue.items.map((i) => [i.n, i.bug.externalId, i.reason, i.counts, i.consensus]),
    ).toEqual([
      [1, "imgscale-42", "split", { VALID: 1, INVALID: 1, UNSURE: 0 }, null],
      [2, "tinyjson-17", "unsure", { VALID: 0, INVALID: 1, UNSURE: 1 }, null],
    ]);
    const [b, c] = queue.items.map((i) => i.patchId) as [string, string];
    expect(ok(await run("campaign", "disputes", ...K))).toBe(
      [
        "2 disputed patches: 2 open, 0 settled.",
        "Of 3 patches: 1 unanimous, 0 adjudicated, 0 unrated.",
        `1. ${b}  imgscale-42  split (1 VALID, 1 INVALID, 0 UNSURE)  open`,
        `2. ${c}  tinyjson-17  unsure (0 VALID, 1 INVALID, 1 UNSURE)  open`,
        "",
      ].join("\n"),
    );
    // Until then close stops at the disputes.
    expectRefused(
      await run("campaign", "close", ...K, "--yes"),
      /2 disputed patches still need a consensus/,
    );

    // A rater still labelling these patches in "Pending" sees none of them, and may not settle.
    const asRay = JSON.parse(
      ok(await run("campaign", "disputes", ...K, "--owner", "ray@example.org", "--json")),
    ) as TQueue;
    expect(asRay).toMatchObject({ items: [], hidden: 3, summary: { patches: 0, open: 0 } });
    expect(ok(await run("campaign", "disputes", ...K, "--owner", "ray@example.org"))).toContain(
      "3 patches hidden: still labelled by this user in another campaign.",
    );
    const settle = ["campaign", "adjudicate", ...K, "--patch", b];
    expectRefused(
      await run(...settle, "--label", "INVALID", "--themes", "other", "--owner", "ray@example.org"),
      /still labelling this patch in another campaign/,
    );

    // The page's schema: a label, one to five known themes; a reason only to change.
    expectRefused(
      await run(...settle, "--label", "INVALID"),
      /^error: themes: choose at least one/,
    );
    expectRefused(await run(...settle, "--label", "MAYBE", "--themes", "other"), /^error: label: /);
    expectRefused(
      await run(...settle, "--label", "INVALID", "--themes", "typo"),
      /^error: themes\.0: /,
    );
    expectRefused(
      await run(...settle, "--label", "INVALID", "--themes", "other", "--reason", "why"),
      /has no consensus yet: adjudicate it, there is nothing to change/,
    );
    const unknown = await run(...settle, "--label", "INVALID", "--themes", "other", "--nope");
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toMatch(/^error: unknown option '--nope'/);
    expectRefused(
      await run(
        "campaign",
        "adjudicate",
        ...K,
        "--patch",
        "nope",
        "--label",
        "VALID",
        "--themes",
        "other",
      ),
      /^error: Patch in this campaign not found\./,
    );
    const a = await prisma.patch.findFirstOrThrow({
      where: { externalId: A, project: { slug: "adj" } },
    });
    expectRefused(
      await run(
        "campaign",
        "adjudicate",
        ...K,
        "--patch",
        a.id,
        "--label",
        "VALID",
        "--themes",
        "other",
      ),
      /agreed on this patch unanimously/,
    );
    expect(await prisma.consensus.count({ where: { campaignId: id, method: "adjudicated" } })).toBe(
      0,
    );

    // Settled as the first site admin.
    const first = await run(
      ...settle,
      ...[
        "--label",
        "INVALID",
        "--themes",
        "rubric_ambiguity, other",
        "--notes",
        "Breaks x",
        "--json",
      ],
    );
    const result = JSON.parse(ok(first)) as Record<string, unknown>;
    expect(result).toEqual({
      consensusId: expect.any(String),
      label: "INVALID",
      themes: ["rubric_ambiguity", "other"],
      changed: false,
    });
    const stored = () =>
      prisma.consensus.findUniqueOrThrow({
        where: { campaignId_patchId: { campaignId: id, patchId: b } },
        include: { changes: true },
      });
    expect(await stored()).toMatchObject({
      id: result.consensusId,
      label: "INVALID",
      method: "adjudicated",
      themes: JSON.stringify(["rubric_ambiguity", "other"]),
      notes: "Breaks x",
      adjudicatorId: boss,
      changes: [],
    });

    // A settled consensus changes only with a reason, as on the page.
    expectRefused(
      await run(...settle, "--label", "VALID", "--themes", "correctness_assessment"),
      /^error: This patch's consensus is already settled \(INVALID\)\. .*\(CLI: --reason\)/,
    );
    expectRefused(
      await run(...settle, "--label", "VALID", "--themes", "other", "--reason", "  "),
      /^error: change\.reason: give a reason for changing a settled consensus/,
    );
    expect(await stored()).toMatchObject({ label: "INVALID", changes: [] });
    const changed = await run(
      ...settle,
      ...["--label", "VALID", "--themes", "correctness_assessment", "--reason", "Tests pass"],
    );
    expect(ok(changed)).toBe(
      `Changed the consensus of patch ${b}: VALID (correctness_assessment).\n`,
    );
    expect(await stored()).toMatchObject({
      label: "VALID",
      method: "adjudicated",
      themes: JSON.stringify(["correctness_assessment"]),
      notes: "",
      changes: [
        { fromLabel: "INVALID", toLabel: "VALID", reason: "Tests pass", changedById: boss },
      ],
    });

    // --owner names the adjudicator recorded.
    const other = await run(
      ...["campaign", "adjudicate", ...K, "--patch", c, "--label", "INVALID"],
      ...["--themes", "overlooked_requirements", "--owner", "lee@example.org"],
    );
    expect(ok(other)).toBe(`Settled patch ${c}: INVALID (overlooked_requirements).\n`);
    expect(
      await prisma.consensus.findUniqueOrThrow({
        where: { campaignId_patchId: { campaignId: id, patchId: c } },
      }),
    ).toMatchObject({ label: "INVALID", adjudicatorId: lee });

    const after = JSON.parse(ok(await run("campaign", "disputes", ...K, "--json"))) as TQueue;
    expect(after.summary).toEqual({
      patches: 3,
      unanimous: 1,
      adjudicated: 2,
      open: 0,
      unrated: 0,
    });
    expect(after.items.map((i) => i.consensus)).toEqual([
      { patchId: b, label: "VALID", method: "adjudicated", themes: ["correctness_assessment"] },
      { patchId: c, label: "INVALID", method: "adjudicated", themes: ["overlooked_requirements"] },
    ]);
    expect(ok(await run("campaign", "disputes", ...K))).toContain(
      "2 disputed patches: 0 open, 2 settled.",
    );

    // Nothing open: the scripted reveal → adjudicate → close goes through.
    expect(JSON.parse(ok(await run("campaign", "close", ...K, "--yes")))).toMatchObject({
      phase: "closed",
    });
    expectRefused(
      await run(...settle, "--label", "INVALID", "--themes", "other", "--reason", "late"),
      /The campaign is closed; consensus labels are final/,
    );
  });
});
