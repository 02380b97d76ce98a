import { TEST_DATABASE_URL } from "@/lib/test/test-db";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { DEMO_PASSWORD } from "@/lib/seed/demo-accounts";

/** The real CLI on this file's database, with `env` on top of the test environment. */
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

describe("the demo seed that `npm start` runs (seed --if-empty)", () => {
  it("seeds nothing with RUBRICATE_DEMO=off, refuses a value it does not know, and seeds by default", async () => {
    const off = run({ RUBRICATE_DEMO: "off" }, "seed", "--if-empty");
    expect(off.status, off.stderr).toBe(0);
    expect(off.stdout).toContain("Demo seed skipped: RUBRICATE_DEMO is off.");
    expect({ users: await prisma.user.count(), projects: await prisma.project.count() }).toEqual({
      users: 0,
      projects: 0,
    });
    expect(run({ RUBRICATE_DEMO: "off" }, "login-info").stdout).toContain(
      "Create an account: npx rubricate user create",
    );

    const bad = run({ RUBRICATE_DEMO: "maybe" }, "seed", "--if-empty");
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/RUBRICATE_DEMO/);
    expect(await prisma.user.count()).toBe(0);

    const on = run({ RUBRICATE_DEMO: undefined }, "seed", "--if-empty");
    expect(on.status, on.stderr).toBe(0);
    expect(await prisma.user.count({ where: { email: { endsWith: "@demo.rubricate" } } })).toBe(7);
  });

  it("warns when the demo accounts' published password is reachable from other machines, and not on loopback", () => {
    const exposed = run({}, "login-info", "--host", "0.0.0.0");
    expect(exposed.stdout).toContain(`password: ${DEMO_PASSWORD}`);
    expect(exposed.stdout).toMatch(
      /WARNING: listening on 0\.0\.0\.0, reachable from other machines, while 7 demo accounts, a site admin among them, sign in with the published password/,
    );
    expect(run({}, "login-info", "--host", "127.0.0.1").stdout).not.toContain("WARNING");
  });

  it("no longer lists or warns about demo accounts whose password was changed", () => {
    for (const email of ["admin@demo.rubricate", "lead@demo.rubricate"]) {
      expect(
        run({}, "user", "set-password", "--email", email, "--password", "a new horse battery")
          .status,
      ).toBe(0);
    }
    const out = run({}, "login-info", "--host", "0.0.0.0").stdout;
    expect(out).not.toContain("admin@demo.rubricate");
    expect(out).toMatch(/while 5 demo accounts sign in/);
  });
});

describe("the CLI's password rule", () => {
  it("refuses common, blank and short passwords for user create and set-password", () => {
    for (const [password, message] of [
      ["password", "is one of the most common passwords"],
      [" ".repeat(8), "must not be only spaces"],
      ["short", "must be at least 8 characters"],
      ["aaaaaaaa", "must not be one character repeated"],
      ["rubricate", "must not be the product's name, your name or your email"],
      ["weak@cli.test", "must not be the product's name, your name or your email"],
      ["Weak2024!", "must not be the product's name, your name or your email"],
    ]) {
      const created = run(
        {},
        "user",
        "create",
        "--email",
        "weak@cli.test",
        "--role",
        "admin",
        "--password",
        password!,
      );
      expect(created.status, password).toBe(1);
      expect(created.stderr).toContain(`error: password: ${message}`);
    }
    const set = run(
      {},
      "user",
      "set-password",
      "--email",
      "rater1@demo.rubricate",
      "--password",
      "12345678",
    );
    expect(set.status).toBe(1);
    expect(set.stderr).toContain("is one of the most common passwords");
    // The account's own name (Rae Rater) with a digit added.
    const named = run(
      {},
      "user",
      "set-password",
      "--email",
      "rater1@demo.rubricate",
      "--password",
      "Rae Rater 1",
    );
    expect(named.status).toBe(1);
    expect(named.stderr).toContain("error: password: must not be the product's name");
    expect(
      run(
        {},
        "user",
        "create",
        "--email",
        "weak@cli.test",
        "--role",
        "admin",
        "--password",
        "a long passphrase of words",
      ).status,
    ).toBe(0);
  });
});
