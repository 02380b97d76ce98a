import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { verifyPassword } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/seed/demo-accounts";

/** The real CLI on this file's database, as `npm start` runs it (scripts/start.mjs). */
const run = (env: Record<string, string | undefined>, ...args: string[]) => {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: TEST_DATABASE_URL,
    AUTH_SECRET: "x".repeat(40),
    ...env,
  };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete merged[k];
  return spawnSync(process.execPath, [path.resolve("bin/rubricate.mjs"), ...args], {
    encoding: "utf8",
    env: merged,
  });
};

const hashOf = async (email: string) =>
  (await prisma.account.findFirstOrThrow({ where: { user: { email } } })).password!;

describe("the first-start demo seed on an address other machines can reach", () => {
  it("gives every demo account a random password, printed once, and none the published one", async () => {
    const seed = run({ RUBRICATE_DEMO: undefined }, "seed", "--if-empty", "--host", "0.0.0.0");
    expect(seed.status, seed.stderr).toBe(0);
    expect(seed.stdout).toContain("the demo accounts got random passwords");
    expect(seed.stdout).not.toContain(DEMO_PASSWORD);
    const printed = new Map(
      [...seed.stdout.matchAll(/^ {2}(\S+@demo\.rubricate) +(\S+) /gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect([...printed.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(new Set(printed.values()).size).toBe(DEMO_ACCOUNTS.length);
    for (const [email, password] of printed) {
      expect(await verifyPassword({ hash: await hashOf(email), password }), email).toBe(true);
      expect(await verifyPassword({ hash: await hashOf(email), password: DEMO_PASSWORD })).toBe(
        false,
      );
    }
    // Nothing signs in with the published password, so there is nothing to warn about.
    const info = run({}, "login-info", "--host", "0.0.0.0");
    expect(info.stdout).not.toContain(DEMO_PASSWORD);
    expect(info.stdout).not.toContain("WARNING");
    expect(info.stdout).toContain("the password printed when the demo was seeded");
  });

  it("HOST says the same as --host; RUBRICATE_DEMO=on asks for the published password anyway", async () => {
    await prisma.user.deleteMany({});
    await prisma.project.deleteMany({});
    const on = run({ RUBRICATE_DEMO: "on", HOST: "0.0.0.0" }, "seed", "--if-empty");
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).not.toContain("random passwords");
    expect(
      await verifyPassword({
        hash: await hashOf("admin@demo.rubricate"),
        password: DEMO_PASSWORD,
      }),
    ).toBe(true);
    expect(run({}, "login-info", "--host", "0.0.0.0").stdout).toContain("WARNING");
  });
});
