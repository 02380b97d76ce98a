import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prisma } from "@/lib/db/client";
import { listProjectPatches } from "@/lib/patches/list-project-patches";
import { parsePatchTableParams } from "@/lib/patches/parse-patch-table-params";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { createApiToken } from "@/lib/tokens/create-api-token";
import { campaignIds, waitForBackgroundWork } from "./authz-world";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, test } from "./fixtures";
import { runProcess } from "./run-process";

/** The fenced blocks of one language in the README's "Scripting a team server" section. */
function readmeBlocks(language: string): string[] {
  const readme = readFileSync("README.md", "utf8");
  const start = readme.indexOf("## Scripting a team server");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 3));
  return [...section.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map(
    (m) => m[1]!,
  );
}

const run = (command: string, args: string[], env: Record<string, string>, cwd: string) =>
  runProcess({ command, args, env, cwd });

test("the README's Python, curl and CLI examples run against the server with a lead's read token", async ({
  world,
}) => {
  test.setTimeout(180_000);
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  const lead = await prisma.user.findUniqueOrThrow({ where: { email: world.users.lead.email } });
  const pilot = await seedPilotCampaign({
    projectId: project.id,
    actorId: lead.id,
    dataDir: "lib/demo/data",
  });
  const { runId } = await campaignIds(world); // a finished baseline run (and a labelling campaign)
  await waitForBackgroundWork();
  const { token } = await createApiToken({
    userId: lead.id,
    input: { name: "readme", scope: "read", projectSlug: world.slug },
  });
  const pilotId = pilot.campaignId;
  const env = {
    RUBRICATE_SERVER: E2E_BASE_URL,
    RUBRICATE_TOKEN: token,
    PROJECT: world.slug,
    RUN: runId,
    CAMPAIGN: pilotId,
    // The CLI line needs no database: a path that cannot exist proves it is not used.
    DATABASE_URL: "file:/nonexistent/readme-example.db",
  };
  // One exported line per patch of the run (its first sample), as the export pages them.
  const results = await prisma.judgeJob.count({ where: { runId, sample: 0 } });
  const ratings = await prisma.rating.count({ where: { campaignId: pilotId } });
  expect(results).toBeGreaterThan(0);
  expect(ratings).toBeGreaterThan(0);

  const [python] = readmeBlocks("python");
  const py = await run("/usr/bin/python3", ["-c", python!], env, process.cwd());
  expect(py.status, py.stderr).toBe(0);
  expect(py.stdout.trim()).toBe(`${results} verdicts, ${ratings} labels`);

  const [sh] = readmeBlocks("sh");
  const dir = mkdtempSync(path.join(tmpdir(), "rubricate-readme-"));
  const npxDir = path.resolve("."); // `npx rubricate` resolves this package's bin from here
  const shell = await run(
    "bash",
    ["-euo", "pipefail", "-c", sh!.replaceAll("npx rubricate", `npx --prefix ${npxDir} rubricate`)],
    env,
    dir,
  );
  expect(shell.status, shell.stderr).toBe(0);
  const runs = JSON.parse(readFileSync(path.join(dir, "runs.json"), "utf8")) as {
    runs: { id: string }[];
  };
  expect(runs.runs.map((r) => r.id)).toContain(runId);
  const verdicts = readFileSync(path.join(dir, "verdicts.jsonl"), "utf8").trim().split("\n");
  expect(verdicts).toHaveLength(results);
  const labels = readFileSync(path.join(dir, "labels.csv"), "utf8").trim().split("\n");
  expect(labels.length - 1).toBe(ratings);
  const dashboard = JSON.parse(readFileSync(path.join(dir, "dashboard.json"), "utf8")) as object;
  expect(dashboard).toMatchObject({ campaign: { name: expect.any(String) } });
  // The patches where the run and the campaign's consensus disagree, as the patch table lists them.
  const { query } = parsePatchTableParams({
    params: { runs: runId, campaigns: pilotId, disagree: `${runId}:${pilotId}` },
  });
  const { total } = await listProjectPatches({
    projectId: project.id,
    viewerId: lead.id,
    query: query!,
  });
  const disagreements = readFileSync(path.join(dir, "disagreements.csv"), "utf8")
    .trim()
    .split("\n");
  expect(disagreements[0]).toMatch(/^patch_id,/);
  expect(disagreements.length - 1).toBe(total);
});
