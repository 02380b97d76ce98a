import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { expectRefused } from "@/lib/test/expect-refused";

const { run } = makeInProcessCliRunner({ tag: "cli-token" });
const U = ["--user", "tok@example.org"];

type TListed = {
  id: string;
  name: string;
  scope: string;
  projectSlug: string | null;
  status: string;
};
const list = async (): Promise<TListed[]> => {
  const res = await run("token", "list", ...U);
  expect(res.status, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as TListed[];
};

describe("rubricate token create | list | revoke", () => {
  it("creates (the token printed once), lists without it, revokes; bad input writes nothing", async () => {
    expect((await run("project", "create", "--slug", "tokp", "--name", "Tok")).status).toBe(0);
    const made = await run(
      "user",
      "create",
      "--email",
      "tok@example.org",
      "--role",
      "lead",
      "--project",
      "tokp",
    );
    expect(made.status, made.stderr).toBe(0);

    const created = await run(
      "token",
      "create",
      ...U,
      "--name",
      "notebook",
      "--scope",
      "read-write",
      "--expires-days",
      "30",
      "--project",
      "tokp",
    );
    expect(created.status, created.stderr).toBe(0);
    const token = JSON.parse(created.stdout) as TListed & {
      token: string;
      prefix: string;
      createdAt: string;
      expiresAt: string;
    };
    expect(token).toMatchObject({
      name: "notebook",
      scope: "read-write",
      projectSlug: "tokp",
      status: "active",
    });
    expect(token.token).toMatch(/^rbt_[\w-]{43}$/);
    expect(token.token.startsWith(token.prefix)).toBe(true);
    expect(Date.parse(token.expiresAt) - Date.parse(token.createdAt)).toBe(30 * 86_400_000);

    const listed = await run("token", "list", ...U);
    expect(listed.stdout).not.toContain(token.token);
    expect(listed.stdout).not.toMatch(/hash/i);
    expect((await list()).map((t) => [t.id, t.status])).toEqual([[token.id, "active"]]);

    // Refused with a one-line reason; nothing written.
    expectRefused(
      await run("token", "create", ...U, "--name", "x", "--scope", "admin"),
      /^error: --scope: /,
    );
    expectRefused(
      await run("token", "create", ...U, "--name", "x", "--expires-days", "400"),
      /^error: --expires-days: A token lives at most 365 days/,
    );
    expectRefused(
      await run("token", "create", "--user", "nobody@example.org", "--name", "x"),
      /^error: No user with email nobody@example.org/,
    );
    expectRefused(
      await run("token", "create", ...U, "--name", "x", "--project", "elsewhere"),
      /elsewhere not found/,
    );
    expectRefused(await run("token", "list", "--user", "nobody@example.org"), /No user with email/);
    expect(await list()).toHaveLength(1);

    const revoked = await run("token", "revoke", ...U, "--token", token.id);
    expect(revoked.status, revoked.stderr).toBe(0);
    expect(JSON.parse(revoked.stdout)).toMatchObject({ id: token.id });
    expect((await list()).map((t) => [t.id, t.status])).toEqual([[token.id, "revoked"]]);
    expectRefused(await run("token", "revoke", ...U, "--token", token.id), /already revoked/);
    expectRefused(await run("token", "revoke", ...U, "--token", "nope"), /not found/i);
  });
});
