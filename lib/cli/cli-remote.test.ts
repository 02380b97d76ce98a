import "@/lib/test/test-db";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { makeCliRunner } from "@/lib/test/run-cli";
import { cancelJudgeRun } from "@/lib/judge/queue/cancel-judge-run";
import { until } from "@/lib/test/until";
import { expectRefused } from "@/lib/test/expect-refused";
import { buildPolicyCellQuery } from "@/lib/patches/build-policy-cell-query";
import { formatPatchTableQuery } from "@/lib/patches/patch-table-query";
import { formatPolicyDrill } from "@/lib/policies/format-policy-drill";
import type { TPolicyEvaluation } from "@/lib/policies/policies-api.types";
import { startRemoteCliTest } from "./start-remote-cli-test";

/** The demo, the route server and tokens; the CLI in-process, locally and with --server. */
const { local, remote, remoteBinary, expectSame, tokens } = startRemoteCliTest();

const P = ["--project", "demo"];
const A = "tinyjson-17:patchagent:gpt-4.1:0";

describe("rubricate --server (the CLI against a server)", () => {
  it("prints the dashboard, research, policy, alignment and patch table exactly as the local commands do", async () => {
    const q = [...P, "--replicates", "100"];
    JSON.parse(await expectSame("dashboard", ...q));
    // The real binary, with no usable database: a remote run needs none.
    const noDatabase = await remoteBinary(tokens.lead, "dashboard", ...q);
    expect(noDatabase.status, noDatabase.stderr).toBe(0);
    expect(noDatabase.stdout).toBe((await local.run("dashboard", ...q)).stdout);
    for (const format of ["csv", "latex"])
      await expectSame("dashboard", ...q, "--table", "benchmarks", "--format", format);
    // The whole report (`include=report` on the route), key for key and in the same order.
    expect(Object.keys(JSON.parse(await expectSame("research", ...q)) as object)).toEqual(
      expect.arrayContaining(["scoreCurves", "pairs", "localization", "tables"]),
    );
    await expectSame("research", ...q, "--table", "roc", "--format", "csv");
    const policy = JSON.parse(await expectSame("policy", ...P)) as TPolicyEvaluation;
    await expectSame("policy", ...P, "--table", "policies", "--format", "markdown");
    JSON.parse(await expectSame("alignment", ...P, "--config", "Similarity baseline"));
    const patches = JSON.parse(await expectSame("patches", ...P, "--tests", "pass", "--size", "5"));
    expect(patches.rows).toHaveLength(5);
    await expectSame("patches", ...P, "--query", "sort=bug&dir=desc", "--csv");
    // A policy table count's drill-down (`decision`), as the page's link and as the option.
    const binary = policy.policies.find((p) => p.id === "validation-binary")!;
    const drill = buildPolicyCellQuery({
      evaluation: policy,
      policyId: binary.id,
      outcome: "spared",
    })!;
    const spared = JSON.parse(
      await expectSame("patches", ...P, "--query", formatPatchTableQuery(drill)),
    );
    expect(spared.total).toBe(binary.metrics.patches.spared);
    expect(spared.decision.caption).toContain("Policy validation binary over");
    const option = JSON.parse(
      await expectSame(
        "patches",
        ...P,
        "--decision",
        formatPolicyDrill({ drill: drill.decision! }),
      ),
    );
    expect(option.total).toBe(spared.total);
  });

  it("builds a benchmark campaign: the same preview as the local command, then creates it", async () => {
    const build = ["campaign", "build", ...P, "--seed", "7", "--k", "2"];
    const dry = JSON.parse(await expectSame(...build, "--dry-run", "--json"));
    expect(dry.campaign).toBeNull();
    expect(dry.patchIds.length).toBeGreaterThan(0);
    await expectSame(...build, "--dry-run");
    const raters = ["rater1", "rater2", "rater3"].map((r) => `${r}@demo.rubricate`).join(",");
    const created = await remote(
      tokens.lead,
      ...build,
      ...["--name", "Remote build", "--raters", raters, "--json"],
    );
    expect(created.status, created.stderr).toBe(0);
    const { campaign } = JSON.parse(created.stdout);
    expect(campaign.patches).toBe(dry.patchIds.length);
    const row = await prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row.name).toBe("Remote build");
    expect(campaign.assignments).toBe(campaign.patches * 3);
    const unknown = await remote(tokens.lead, ...build, "--raters", "nobody@demo.rubricate");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No rater of this project with email nobody@demo.rubricate");
    expect(await prisma.campaign.count({ where: { name: "Benchmark k=2 seed=7" } })).toBe(0);
    expect((await remote(tokens.rater, ...build, "--dry-run")).status).toBe(1);
  });

  it("writes the dashboard's --all files as the local command does", async () => {
    const q = [...P, "--replicates", "100", "--all", "--out"];
    const here = await local.run("dashboard", ...q, path.join(local.dir, "all-local"));
    const there = await remote(tokens.lead, "dashboard", ...q, path.join(local.dir, "all-remote"));
    expect(here.status, here.stderr).toBe(0);
    expect(there.status, there.stderr).toBe(0);
    const summary = (s: string) => {
      const { dir, files } = JSON.parse(s) as { dir: string; files: unknown[] };
      return { dir: path.basename(dir), files };
    };
    expect(summary(there.stdout).files).toEqual(summary(here.stdout).files);
    const names = readdirSync(path.join(local.dir, "all-local")).sort();
    expect(readdirSync(path.join(local.dir, "all-remote")).sort()).toEqual(names);
    for (const name of names)
      expect(readFileSync(path.join(local.dir, "all-remote", name)), name).toEqual(
        readFileSync(path.join(local.dir, "all-local", name)),
      );
  });

  it("lists, shows and exports campaigns and judge runs as the local commands do", async () => {
    expect(await expectSame("campaign", "list", ...P, "--json")).toBe(
      await expectSame("campaign", "list", ...P),
    );
    const campaigns = JSON.parse(await expectSame("campaign", "list", ...P)) as {
      id: string;
      phase: string;
    }[];
    const closed = campaigns.find((c) => c.phase === "closed")!;
    await expectSame("campaign", "show", ...P, "--campaign", closed.id);
    for (const format of ["csv", "jsonl"])
      await expectSame("ratings", "export", ...P, "--campaign", closed.id, "--format", format);
    const runs = JSON.parse(await expectSame("judge", "list", ...P)) as {
      id: string;
      status: string;
    }[];
    // A finished run: a queued one's stall counts the milliseconds since it was last touched.
    const finished = runs.find((r) => r.status !== "queued" && r.status !== "running")!;
    expect(finished).toBeDefined();
    await expectSame("judge", "show", ...P, "--run", finished.id);
    for (const format of ["csv", "jsonl"])
      await expectSame("judge", "results", ...P, "--run", finished.id, "--format", format);
    // Two finished runs side by side (a second baseline run, judged here).
    const again = await local.run("judge", ...P, "--config", "Similarity baseline", "--json");
    expect(again.status, again.stderr).toBe(0);
    const second = (JSON.parse(again.stdout) as { id: string }).id;
    const pair = [...P, "--run-a", finished.id, "--run-b", second, "--replicates", "100"];
    expect(
      (JSON.parse(await expectSame("judge", "compare", ...pair)) as { patches: unknown[] }).patches
        .length,
    ).toBeGreaterThan(0);
    await expectSame("judge", "compare", ...pair, "--format", "csv");
    await expectSame("judge", "compare", ...pair, "--format", "csv", "--flipped-only");
    // Nothing counted as missing, and another seed: the route reads them as the local command does.
    const settled = JSON.parse(
      await expectSame("judge", "compare", ...pair, "--missing", "", "--seed", "7"),
    ) as { missing: string[]; bootstrap: { seed: number } };
    expect(settled).toMatchObject({ missing: [], bootstrap: { seed: 7 } });
  });

  it("applies the token user's role: a rater gets a rater's refusals, a read token changes nothing", async () => {
    const campaigns = JSON.parse((await local.run("campaign", "list", ...P)).stdout) as {
      id: string;
      phase: string;
    }[];
    const labelling = campaigns.find((c) => c.phase === "labelling");
    const runId = (
      JSON.parse((await local.run("judge", "list", ...P)).stdout) as { id: string }[]
    )[0]!.id;
    expectRefused(await remote(tokens.rater, "dashboard", ...P), /\(HTTP 403 FORBIDDEN\)/);
    expectRefused(await remote(tokens.rater, "campaign", "list", ...P), /\(HTTP 403 FORBIDDEN\)/);
    expectRefused(
      await remote(tokens.rater, "judge", "results", ...P, "--run", runId),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expect(labelling).toBeDefined();
    expectRefused(
      await remote(tokens.read, "campaign", "reveal", ...P, "--campaign", labelling!.id, "--yes"),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    const after = await local.run("campaign", "show", ...P, "--campaign", labelling!.id);
    expect(JSON.parse(after.stdout)).toMatchObject({ campaign: { phase: "labelling" } });
    const before = (await local.run("judge", "list", ...P)).stdout;
    expectRefused(
      await remote(tokens.read, "judge", ...P, "--config", "Similarity baseline", "--detach"),
      /\(HTTP 403 FORBIDDEN\)/,
    );
    expect((await local.run("judge", "list", ...P)).stdout).toBe(before);
  });

  it("starts, cancels and retries a run on the server", async () => {
    const started = await remote(
      tokens.lead,
      "judge",
      ...P,
      "--config",
      "Similarity baseline",
      "--detach",
    );
    expect(started.status, started.stderr).toBe(0);
    expect(started.stderr).toMatch(/^Run \S+: \d+ patches, \d+ jobs/);
    const runId = started.stdout.trim();
    const shown = JSON.parse((await local.run("judge", "show", ...P, "--run", runId)).stdout);
    expect(shown).toMatchObject({ id: runId, status: "queued" });
    // The page's confirmation, then the cancel; retry brings the jobs back.
    expectRefused(await remote(tokens.lead, "judge", "cancel", ...P, "--run", runId), /--yes/);
    const cancelled = await remote(tokens.lead, "judge", "cancel", ...P, "--run", runId, "--yes");
    expect(cancelled.status, cancelled.stderr).toBe(0);
    expect(
      JSON.parse((await local.run("judge", "show", ...P, "--run", runId)).stdout),
    ).toMatchObject({
      status: "cancelled",
    });
    // One patch (named by its dataset id, as locally), then the rest.
    const one = await remote(tokens.lead, "judge", "retry", ...P, "--run", runId, "--patch", A);
    expect(one.status, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout)).toMatchObject({ requeued: 1 });
    expectRefused(
      await remote(tokens.lead, "judge", "retry", ...P, "--run", runId, "--patch", "nope"),
      /^error: No patch nope in run /,
    );
    const retried = await remote(tokens.lead, "judge", "retry", ...P, "--run", runId);
    expect(retried.status, retried.stderr).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject({ requeued: shown.total - 1 });
  });

  it("follows a run it started until the server's worker ends it, printing the local summary", async () => {
    // Only the run started here is left for the worker (the demo's wait for an LLM).
    const project = await prisma.project.findUniqueOrThrow({ where: { slug: "demo" } });
    for (const r of await prisma.judgeRun.findMany({
      where: { projectId: project.id, status: { in: ["queued", "running"] } },
    }))
      await cancelJudgeRun({ projectId: project.id, runId: r.id, actorId: null });
    // Real binaries: they run at the same time, until the worker ends their runs.
    const following = remoteBinary(
      tokens.lead,
      "judge",
      ...P,
      "--config",
      "Strict similarity baseline",
    );
    const followingJson = remoteBinary(
      tokens.lead,
      "judge",
      ...P,
      "--config",
      "Strict similarity baseline",
      "--json",
    );
    await until(
      async () =>
        (await prisma.judgeRun.count({ where: { projectId: project.id, status: "queued" } })) === 2,
      60_000,
      "the two runs started over HTTP",
    );
    // The server's worker: a `rubricate worker` on the server's database.
    const worker = await local.runBinary("worker", "--exit-when-idle");
    expect(worker.status, worker.stderr).toBe(0);
    const [text, json] = [await following, await followingJson];
    expect(text.status, text.stderr).toBe(0);
    expect(json.status, json.stderr).toBe(0);
    const run = JSON.parse(json.stdout) as { id: string; status: string };
    expect(run.status).toBe("completed");
    // `judge --json` prints the run as `judge show` does; the summary is the local one's format.
    expect(json.stdout).toBe((await local.run("judge", "show", ...P, "--run", run.id)).stdout);
    expect(text.stdout).toMatch(/^Run \S+ completed/);
  });

  it("imports a dataset and ratings by streaming the file, printing the local report", async () => {
    const created = await local.run("project", "create", "--slug", "up", "--name", "Up");
    expect(created.status, created.stderr).toBe(0);
    const bugs = ["import", "lib/demo/data/bugs.jsonl", "--project", "up", "--kind", "bugs"];
    const there = await remote(tokens.admin, ...bugs, "--json");
    expect(there.status, there.stderr).toBe(0);
    const here = await local.run(...bugs, "--json");
    expect(here.status, here.stderr).toBe(0);
    // The second import of the same file: the same report, printed the same way.
    const again = await remote(tokens.admin, ...bugs, "--json");
    expect(again.stdout).toBe(here.stdout);
    expect(JSON.parse(there.stdout)).toMatchObject({ written: true });
    const file = path.join(local.dir, "broken.jsonl");
    writeFileSync(file, '{"bugId": 1}\n');
    const [bad, badHere] = [
      await remote(tokens.admin, "import", file, "--project", "up", "--kind", "bugs"),
      await local.run("import", file, "--project", "up", "--kind", "bugs"),
    ];
    expect(bad.stdout).toBe(badHere.stdout);
    expect(bad.status).toBe(badHere.status);

    // Another system's verdicts (an external run): through the server, then locally (the
    // same file again: its run reported unchanged), then through the server again.
    const verdicts = path.join(local.dir, "verdicts.jsonl");
    writeFileSync(
      verdicts,
      [A, "imgscale-42:san2patch:gpt-4.1:0"]
        .map((patchId, i) => JSON.stringify({ patchId, label: i ? "INVALID" : "VALID" }))
        .join("\n"),
    );
    const external = ["judge", "import", verdicts, ...P, "--name", "ext", "--model", "m"];
    const first = await remote(tokens.lead, ...external, "--json");
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ written: true });
    for (const more of [[], ["--json"]]) {
      const l = await local.run(...external, ...more);
      const r = await remote(tokens.lead, ...external, ...more);
      expect(l.status, l.stderr).toBe(0);
      expect([r.status, r.stdout]).toEqual([l.status, l.stdout]);
    }

    // Ratings: the same CSV into two equal campaigns, one through the server.
    const ids = [];
    for (const name of ["ext-remote", "ext-local"]) {
      const c = await local.run(
        "campaign",
        "create",
        "--project",
        "up",
        "--name",
        name,
        "--selection",
        "none",
      );
      ids.push(/Created campaign (\S+):/.exec(c.stdout)![1]!);
    }
    const csv = path.join(local.dir, "labels.csv");
    writeFileSync(csv, "item,rater,label\nnope,ann,VALID\n");
    const rates = (where: "remote" | "local", id: string, ...more: string[]) => {
      const args = ["ratings", "import", csv, "--project", "up", "--campaign", id, ...more];
      return where === "remote" ? remote(tokens.admin, ...args) : local.run(...args);
    };
    for (const more of [[], ["--json"]]) {
      const [r, l] = [
        await rates("remote", ids[0]!, ...more),
        await rates("local", ids[1]!, ...more),
      ];
      expect(r.stdout).toBe(l.stdout);
      expect([r.status, r.stderr]).toEqual([l.status, l.stderr]);
    }
  });

  it("refuses in one line: no token, a command without a remote form, an unreachable server, a bad token", async () => {
    expectRefused(await remote(undefined, "dashboard", ...P), /RUBRICATE_TOKEN.*shell history/);
    expectRefused(
      await remote(tokens.lead, "user", "list"),
      /^error: user has no remote form; .*dashboard, research/,
    );
    expectRefused(
      await remote(tokens.lead, "judge", "themes", ...P, "--run", "x"),
      /^error: judge themes has no remote form/,
    );
    expectRefused(
      await remote("rbt_nope", "dashboard", ...P),
      /\(HTTP 401 UNAUTHENTICATED\).*RUBRICATE_TOKEN/,
    );
    expectRefused(
      await remote(tokens.lead, "dashboard", "--project", "nope"),
      /\(HTTP 404 NOT_FOUND\)/,
    );
    expectRefused(
      await remote(tokens.lead, "dashboard", ...P, "--table", "nope"),
      /table: .*\(HTTP 422 INVALID_INPUT\)/,
    );
    // A port nobody listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const { runPiped } = makeCliRunner({
      tag: "cli-remote-down",
      url: "file:/nonexistent/rubricate-remote.db",
      env: { RUBRICATE_TOKEN: tokens.lead, RUBRICATE_SERVER: `http://127.0.0.1:${port}` },
    });
    expectRefused(
      await runPiped("dashboard", ...P),
      /^error: cannot reach the server at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
  });
});
