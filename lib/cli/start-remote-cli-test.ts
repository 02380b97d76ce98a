import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { afterAll, beforeAll, expect } from "vitest";
import { prisma } from "@/lib/db/client";
import { makeCliRunner, makeInProcessCliRunner, type TCliResult } from "@/lib/test/run-cli";
import { startRouteServer } from "@/lib/test/start-route-server";
import { createApiToken } from "@/lib/tokens/create-api-token";

/**
 * cli-remote's world (test support, not a test): the demo seeded and judged once by the local
 * CLI, tokens for the demo's admin, lead (read-write and read) and a rater, and the API routes
 * served from this process on the same database. `local(...)` runs a command in-process on it;
 * `remote(token, ...)` runs it with --server, in-process too (the remote client is fetch);
 * `remoteBinary(token, ...)` is the real binary with no usable database (a remote run needs
 * none). Call it at the top of the test file, after importing lib/test/test-db.
 */
export function startRemoteCliTest() {
  // The server's judge routes wake no worker here: a started run stays queued.
  process.env.JUDGE_WORKER = "off";
  delete process.env.APP_URL;
  const local = makeInProcessCliRunner({ tag: "cli-remote", url: TEST_DATABASE_URL });
  let server: Awaited<ReturnType<typeof startRouteServer>> | undefined;
  const serverUrl = () => server!.url;
  const tokens: Record<string, string> = {};

  const remote = (token: string | undefined, ...args: string[]): Promise<TCliResult> =>
    makeInProcessCliRunner({
      tag: "cli-remote-client",
      url: TEST_DATABASE_URL,
      env: { RUBRICATE_TOKEN: token },
    }).run("--server", serverUrl(), ...args);
  const remoteBinary = (token: string | undefined, ...args: string[]): Promise<TCliResult> =>
    makeCliRunner({
      tag: "cli-remote-client",
      url: "file:/nonexistent/rubricate-remote.db",
      env: { RUBRICATE_TOKEN: token },
    }).runPiped("--server", serverUrl(), ...args);

  /** The local command and the remote one with the lead's token print the same bytes. */
  const expectSame = async (...args: string[]): Promise<string> => {
    const [here, there] = [await local.run(...args), await remote(tokens.lead, ...args)];
    expect(here.status, here.stderr).toBe(0);
    expect(there.status, there.stderr).toBe(0);
    expect(there.stdout).toBe(here.stdout);
    return here.stdout;
  };

  beforeAll(async () => {
    const seeded = await local.run("seed");
    expect(seeded.status, seeded.stderr).toBe(0);
    // A finished run (the demo's are queued): the similarity baseline needs no LLM.
    const judged = await local.run("judge", "--project", "demo", "--config", "Similarity baseline");
    expect(judged.status, judged.stderr).toBe(0);
    const userId = async (email: string) =>
      (await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
    const token = async (email: string, scope: "read" | "read-write") =>
      (await createApiToken({ userId: await userId(email), input: { name: scope, scope } })).token;
    tokens.admin = await token("admin@demo.rubricate", "read-write");
    tokens.lead = await token("lead@demo.rubricate", "read-write");
    tokens.read = await token("lead@demo.rubricate", "read");
    tokens.rater = await token("rater1@demo.rubricate", "read-write");
    server = await startRouteServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  return { local, remote, remoteBinary, expectSame, tokens, serverUrl };
}
