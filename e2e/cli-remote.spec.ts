import { prisma } from "@/lib/db/client";
import { seedPilotCampaign } from "@/lib/seed/seed-pilot-campaign";
import { createApiToken } from "@/lib/tokens/create-api-token";
import { E2E_BASE_URL, E2E_DATABASE_URL } from "./e2e-env";
import { expect, test } from "./fixtures";
import { runProcess } from "./run-process";

/** `node bin/rubricate.mjs ...args` with extra environment variables, stdout and stderr read. */
const rubricate = (env: Record<string, string | undefined>, ...args: string[]) =>
  runProcess({
    command: process.execPath,
    args: ["bin/rubricate.mjs", ...args],
    env: { AUTH_SECRET: "x".repeat(40), ...env },
  });

test("the CLI with --server and a lead's token prints the dashboard the local CLI prints, through the real server", async ({
  world,
}) => {
  test.setTimeout(180_000);
  const project = await prisma.project.findUniqueOrThrow({ where: { slug: world.slug } });
  const user = (email: string) => prisma.user.findUniqueOrThrow({ where: { email } });
  const lead = await user(world.users.lead.email);
  const rater = await user(world.users.rater.email);
  await seedPilotCampaign({ projectId: project.id, actorId: lead.id, dataDir: "lib/demo/data" });
  const token = async (userId: string) =>
    (await createApiToken({ userId, input: { name: "e2e cli", scope: "read" } })).token;
  const args = ["dashboard", "--project", world.slug, "--replicates", "200"];

  const here = await rubricate({ DATABASE_URL: E2E_DATABASE_URL }, ...args);
  expect(here.status, here.stderr).toBe(0);
  // No database for the remote run: it goes through the server, as the token's user.
  const offline = { DATABASE_URL: "file:/nonexistent/cli-remote.db", RUBRICATE_SERVER: undefined };
  const there = await rubricate(
    { ...offline, RUBRICATE_TOKEN: await token(lead.id) },
    "--server",
    E2E_BASE_URL,
    ...args,
  );
  expect(there.status, there.stderr).toBe(0);
  expect(there.stdout).toBe(here.stdout);
  expect(JSON.parse(there.stdout)).toMatchObject({ campaign: { name: expect.any(String) } });

  const refused = await rubricate(
    { ...offline, RUBRICATE_TOKEN: await token(rater.id) },
    "--server",
    E2E_BASE_URL,
    ...args,
  );
  expect(refused.status).toBe(1);
  expect(refused.stdout).toBe("");
  expect(refused.stderr).toMatch(/^error: .*\(HTTP 403 FORBIDDEN\)\n$/);
});
