import "@/lib/test/test-db";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { expectRefused } from "@/lib/test/expect-refused";
import type { TCliResult } from "@/lib/test/run-cli";
import { startRemoteCliTest } from "./start-remote-cli-test";

/** The demo, the route server and tokens; the CLI in-process, locally and with --server. */
const { local, remote, remoteBinary, expectSame, tokens } = startRemoteCliTest();

const P = ["--project", "demo"];
const A = "tinyjson-17:patchagent:gpt-4.1:0";
const B = "imgscale-42:san2patch:gpt-4.1:0";
const C = "tinyjson-17:san2patch:claude-sonnet-4:0";

const ok = (r: TCliResult) => {
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return r.stdout;
};
const userId = async (email: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;

describe("rubricate --server: campaign create | disputes | adjudicate, rules, judge-config", () => {
  it("lists and settles the disputes through the adjudication routes, as the token's user", async () => {
    const created = await local.run(
      ...["campaign", "create", ...P, "--name", "Remote split"],
      ...["--selection", "none", "--allow-unsure", "--json"],
    );
    const id = (JSON.parse(ok(created)) as { id: string }).id;
    const file = path.join(local.dir, "split.csv");
    writeFileSync(
      file,
      `item,rater,label\n${A},ann,VALID\n${A},bob,VALID\n${B},ann,VALID\n${B},bob,INVALID\n${C},ann,UNSURE\n${C},bob,INVALID\n`,
    );
    ok(await local.run("ratings", "import", file, ...P, "--campaign", id));
    const K = [...P, "--campaign", id];
    expectRefused(
      await remote(tokens.lead, "campaign", "disputes", ...K),
      /Adjudication opens with the reveal phase.*\(HTTP 409 CONFLICT\)/,
    );
    ok(await remote(tokens.lead, "campaign", "reveal", ...K, "--yes"));

    // The same queue, JSON and text, as the local command prints it.
    const queue = JSON.parse(await expectSame("campaign", "disputes", ...K, "--json")) as {
      items: { patchId: string; bug: { externalId: string }; consensus: unknown }[];
      hidden: number;
      summary: Record<string, number>;
    };
    expect(queue.summary).toEqual({
      patches: 3,
      unanimous: 1,
      adjudicated: 0,
      open: 2,
      unrated: 0,
    });
    expect(queue.items.map((i) => [i.bug.externalId, i.consensus])).toEqual([
      ["imgscale-42", null],
      ["tinyjson-17", null],
    ]);
    expect(await expectSame("campaign", "disputes", ...K)).toMatch(
      /^2 disputed patches: 2 open, 0 settled\.\n/,
    );
    // The real binary, with no usable database: a remote run needs none.
    const noDatabase = await remoteBinary(tokens.lead, "campaign", "disputes", ...K, "--json");
    expect(noDatabase.status, noDatabase.stderr).toBe(0);
    expect(JSON.parse(noDatabase.stdout)).toEqual(queue);
    const [b, c] = queue.items.map((i) => i.patchId) as [string, string];
    const settle = ["campaign", "adjudicate", ...K, "--patch", b];

    // Roles apply: a rater is no adjudicator, a read token writes nothing; --owner is local only.
    expectRefused(
      await remote(tokens.rater, "campaign", "disputes", ...K),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expectRefused(
      await remote(tokens.read, ...settle, "--label", "INVALID", "--themes", "other"),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expectRefused(
      await remote(
        tokens.lead,
        ...settle,
        "--label",
        "INVALID",
        "--themes",
        "other",
        "--owner",
        "x@y",
      ),
      /^error: --owner has no remote form: the token's user adjudicates\.$/m,
    );
    expectRefused(
      await remote(tokens.lead, ...settle, "--label", "INVALID"),
      /themes: choose at least one disagreement theme \(HTTP 422 INVALID_INPUT\)/,
    );
    expect(await prisma.consensus.count({ where: { campaignId: id, method: "adjudicated" } })).toBe(
      0,
    );

    const first = await remote(
      tokens.lead,
      ...settle,
      ...["--label", "INVALID", "--themes", "rubric_ambiguity,other", "--notes", "n", "--json"],
    );
    expect(JSON.parse(ok(first))).toEqual({
      consensusId: expect.any(String),
      label: "INVALID",
      themes: ["rubric_ambiguity", "other"],
      changed: false,
    });
    const lead = await userId("lead@demo.rubricate");
    const stored = () =>
      prisma.consensus.findUniqueOrThrow({
        where: { campaignId_patchId: { campaignId: id, patchId: b } },
        include: { changes: true },
      });
    expect(await stored()).toMatchObject({
      label: "INVALID",
      method: "adjudicated",
      notes: "n",
      adjudicatorId: lead,
      changes: [],
    });
    expectRefused(
      await remote(tokens.lead, ...settle, "--label", "VALID", "--themes", "other"),
      /already settled \(INVALID\)\. .*\(CLI: --reason\)\. \(HTTP 409 CONFLICT\)$/m,
    );
    expect(await stored()).toMatchObject({ label: "INVALID", changes: [] });
    const changed = await remote(
      tokens.lead,
      ...settle,
      ...["--label", "VALID", "--themes", "correctness_assessment", "--reason", "Tests pass"],
    );
    expect(ok(changed)).toBe(
      `Changed the consensus of patch ${b}: VALID (correctness_assessment).\n`,
    );
    expect(await stored()).toMatchObject({
      label: "VALID",
      changes: [
        { fromLabel: "INVALID", toLabel: "VALID", reason: "Tests pass", changedById: lead },
      ],
    });
    ok(
      await remote(
        tokens.lead,
        ...["campaign", "adjudicate", ...K, "--patch", c, "--label", "INVALID"],
        ...["--themes", "overlooked_requirements"],
      ),
    );

    // Settled: the same queue again on both sides, and close goes through.
    const after = JSON.parse(await expectSame("campaign", "disputes", ...K, "--json")) as {
      summary: Record<string, number>;
    };
    expect(after.summary).toMatchObject({ adjudicated: 2, open: 0 });
    expect(await expectSame("campaign", "disputes", ...K)).toContain(
      "2 disputed patches: 0 open, 2 settled.",
    );
    expect(
      JSON.parse(ok(await remote(tokens.lead, "campaign", "close", ...K, "--yes"))),
    ).toMatchObject({ phase: "closed" });
  });

  it("creates a campaign through POST …/campaigns: every rater by default, adjudicators, --json", async () => {
    const args = [
      ...["campaign", "create", ...P, "--selection", "all", "--raters-per-patch", "2"],
      ...["--adjudicators", "engineer-a@demo.rubricate"],
    ];
    const here = JSON.parse(ok(await local.run(...args, "--name", "Local", "--json")));
    const there = JSON.parse(ok(await remote(tokens.lead, ...args, "--name", "Remote", "--json")));
    const raters = await Promise.all([1, 2, 3].map((n) => userId(`rater${n}@demo.rubricate`)));
    expect(Object.keys(there).sort()).toEqual(["assignments", "id", "loads", "patches"]);
    expect(Object.keys(there.loads).sort()).toEqual([...raters].sort());
    expect({ ...there, id: null }).toEqual({ ...here, id: null, loads: there.loads });
    expect(there.assignments).toBe(there.patches * 2);
    const row = await prisma.campaign.findUniqueOrThrow({
      where: { id: there.id },
      include: { raters: { select: { userId: true, role: true } } },
    });
    expect(row).toMatchObject({ name: "Remote", createdById: await userId("lead@demo.rubricate") });
    expect(row.raters.map((r) => `${r.role}:${r.userId}`).sort()).toEqual(
      [
        ...raters.map((r) => `rater:${r}`),
        `adjudicator:${await userId("engineer-a@demo.rubricate")}`,
      ].sort(),
    );

    // Named raters by email or id; the text line as locally.
    const text = await remote(
      tokens.lead,
      ...["campaign", "create", ...P, "--selection", "all", "--name", "Two"],
      ...["--raters", `rater1@demo.rubricate,${raters[1]}`, "--raters-per-patch", "2"],
    );
    expect(ok(text)).toMatch(/^Created campaign \S+: \d+ patches, \d+ assignments\.\n$/);

    expectRefused(
      await remote(tokens.lead, ...args, "--name", "X", "--adjudicators", "nobody@demo.rubricate"),
      /^error: No member of this project with email or id nobody@demo\.rubricate\.$/m,
    );
    expectRefused(
      await remote(tokens.lead, ...args, "--name", "X", "--raters", "lead@demo.rubricate"),
      /^error: No rater of this project with email or id lead@demo\.rubricate\.$/m,
    );
    expectRefused(
      await remote(tokens.lead, ...args, "--name", "X", "--owner", "lead@demo.rubricate"),
      /--owner has no remote form: the token's user creates the campaign/,
    );
    expectRefused(await remote(tokens.read, ...args, "--name", "X"), /\(HTTP 403 FORBIDDEN\)/);
    expect(await prisma.campaign.count({ where: { name: "X" } })).toBe(0);
  });

  it("sets, shows and lists the project rules on the server: a lead saves, a rater reads", async () => {
    const file = path.join(local.dir, "rules.txt");
    writeFileSync(file, "A patch with changes unrelated to the bug is INVALID. [INVALID]\n");
    const saved = await remote(tokens.lead, "rules", "set", ...P, "--file", file, "--json");
    expect(saved.status, saved.stderr).toBe(0);
    const { version } = (JSON.parse(saved.stdout) as { ruleSet: { version: number } }).ruleSet;
    expect(await expectSame("rules", "show", ...P)).toContain(`v${version}  1 rule`);
    const history = JSON.parse(await expectSame("rules", "history", ...P, "--json"));
    expect(history.versions[0]).toMatchObject({ version, createdBy: { name: expect.any(String) } });
    const asRater = await remote(tokens.rater, "rules", "show", ...P, "--json");
    expect(JSON.parse(asRater.stdout).current.version).toBe(version);
    expectRefused(
      await remote(tokens.rater, "rules", "set", ...P, "--file", file),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expectRefused(
      await remote(tokens.read, "rules", "set", ...P, "--file", file),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    const after = JSON.parse((await local.run("rules", "show", ...P, "--json")).stdout);
    expect(after.current.version).toBe(version);
  });

  it("saves and lists judge configurations on the server as the local commands do, as the token's user", async () => {
    const args = [
      ...["--name", "remote-cfg", "--provider", "baseline", "--reference", "ground_truth"],
      ...["--threshold", "0.4"],
    ];
    const saved = await remote(tokens.lead, "judge-config", "create", ...P, ...args, "--json");
    expect(saved.status, saved.stderr).toBe(0);
    const { config } = JSON.parse(saved.stdout) as { config: { id: string; version: number } };
    expect(config).toMatchObject({ name: "remote-cfg", version: 1, provider: "baseline" });
    // The same request locally adds version 2, printed in the same shape.
    const here = await local.run("judge-config", "create", ...P, ...args, "--json");
    expect(here.status, here.stderr).toBe(0);
    const second = JSON.parse(here.stdout) as { config: Record<string, unknown> };
    expect(Object.keys(second.config).sort()).toEqual(Object.keys(config).sort());
    expect(second.config).toMatchObject({ name: "remote-cfg", version: 2 });
    const text = await remote(tokens.lead, "judge-config", "create", ...P, ...args);
    expect(text.stdout).toMatch(/^Saved remote-cfg version 3 \(\w+\)\.\n$/);
    const listed = await expectSame("judge-config", "list", ...P);
    expect(listed).toContain("remote-cfg v3\tbaseline/");
    const rows = JSON.parse(await expectSame("judge-config", "list", ...P, "--json"));
    expect(rows.filter((c: { name: string }) => c.name === "remote-cfg")).toHaveLength(3);
    const audit = await prisma.auditLog.findFirst({
      where: { entityId: config.id },
      select: { actor: { select: { email: true } } },
    });
    expect(audit?.actor?.email).toBe("lead@demo.rubricate");
    // A read token and a rater cannot save one; a bad option is refused before any request.
    expectRefused(
      await remote(tokens.read, "judge-config", "create", ...P, ...args),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expectRefused(
      await remote(tokens.rater, "judge-config", "create", ...P, ...args),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expectRefused(
      await remote(tokens.lead, "judge-config", "create", ...P, ...args, "--samples", "0"),
      /^error: samples/,
    );
    expect(
      JSON.parse((await local.run("judge-config", "list", ...P, "--json")).stdout).length,
    ).toBe(rows.length);
  });

  it("re-scores a campaign's labelled patches through POST …/judge/alignment/rescore (judge --labelled)", async () => {
    const pilot = await prisma.campaign.findFirstOrThrow({
      where: { name: "Pilot study (published labels)", project: { slug: "demo" } },
      select: { id: true, _count: { select: { consensus: true } } },
    });
    const args = ["judge", ...P, "--config", "Similarity baseline", "--campaign", pilot.id];
    expectRefused(
      await remote(tokens.rater, ...args, "--labelled", "--detach"),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expectRefused(await remote(tokens.lead, ...args.slice(0, 5), "--labelled"), /needs --campaign/);
    const started = await remote(tokens.lead, ...args, "--labelled", "--detach", "--json");
    const { run } = JSON.parse(ok(started)) as { run: { id: string; total: number } };
    expect(run.total).toBe(pilot._count.consensus);
    const stored = await prisma.judgeRun.findUniqueOrThrow({
      where: { id: run.id },
      select: { campaignId: true, createdById: true },
    });
    expect(stored).toEqual({
      campaignId: pilot.id,
      createdById: await userId("lead@demo.rubricate"),
    });
  });
});
