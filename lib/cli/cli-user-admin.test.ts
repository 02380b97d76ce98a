import { describe, expect, it } from "vitest";
import { makeInProcessCliRunner } from "@/lib/test/run-cli";
import { expectRefused } from "@/lib/test/expect-refused";

const { run } = makeInProcessCliRunner({ tag: "cli-user-admin" });

type TListed = {
  email: string;
  isAdmin: boolean;
  active: boolean;
  roles: { projectSlug: string; role: string }[];
};
const list = async (): Promise<TListed[]> => {
  const res = await run("user", "list");
  expect(res.status, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as TListed[];
};
const ok = (res: Awaited<ReturnType<typeof run>>) => {
  expect(res.status, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as Record<string, unknown>;
};

describe("rubricate user list | invite | deactivate | reactivate | roles", () => {
  it("does what the admin page does, as JSON; bad input names its option and writes nothing", async () => {
    expect((await run("project", "create", "--slug", "adm", "--name", "Adm")).status).toBe(0);
    expect(
      (await run("user", "create", "--email", "root@example.org", "--role", "admin")).status,
    ).toBe(0);
    const made = await run("user", "create", "--email", "ann@example.org", "--role", "rater");
    expectRefused(made, /--project SLUG/);
    const ann = ["--email", "ann@example.org"];
    expect(
      (await run("user", "create", ...ann, "--role", "rater", "--project", "adm")).status,
    ).toBe(0);

    // An invitation: printed once, as a path (and a URL with APP_URL), roles checked first.
    const by = ["--by", "root@example.org"];
    const invite = ok(
      await run(
        "user",
        "invite",
        "--email",
        "new@example.org",
        ...by,
        "--role",
        "lead",
        "--project",
        "adm",
      ),
    );
    expect(invite.email).toBe("new@example.org");
    expect(invite.path).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    expectRefused(
      await run(
        "user",
        "invite",
        "--email",
        "x@example.org",
        ...by,
        "--role",
        "boss",
        "--project",
        "adm",
      ),
      /error: .*(role|Invalid)/i,
    );
    expectRefused(
      await run("user", "invite", "--email", "x@example.org", "--by", "ann@example.org"),
      /not an active site admin/,
    );
    expectRefused(
      await run("user", "invite", "--email", "ann@example.org", ...by),
      /already exists/,
    );

    // Roles in a project: set, then removed.
    expect(
      ok(
        await run(
          "user",
          "roles",
          ...ann,
          "--project",
          "adm",
          "--role",
          "engineer",
          "--role",
          "rater",
        ),
      ).roles,
    ).toEqual(["engineer", "rater"]);
    expect((await list()).find((u) => u.email === "ann@example.org")!.roles).toHaveLength(2);

    // Deactivation: refused twice in a row (nothing changes), then reactivated.
    expect(ok(await run("user", "deactivate", ...ann, ...by))).toMatchObject({ active: false });
    expectRefused(await run("user", "deactivate", ...ann), /already deactivated/);
    expect((await list()).find((u) => u.email === "ann@example.org")!.active).toBe(false);
    expect(ok(await run("user", "reactivate", ...ann))).toMatchObject({ active: true });
    expectRefused(
      await run("user", "deactivate", "--email", "nobody@example.org"),
      /No user with email/,
    );
    expectRefused(
      await run("user", "deactivate", "--email", "root@example.org", ...by),
      /your own account/,
    );

    expect(ok(await run("user", "roles", ...ann, "--project", "adm")).roles).toEqual([]);
    const users = await list();
    expect(users.map((u) => u.email)).toEqual(["root@example.org", "ann@example.org"]);
    expect(users.every((u) => u.active)).toBe(true);
    expect((await run("user", "frobnicate")).status).toBe(1);
  });
});
