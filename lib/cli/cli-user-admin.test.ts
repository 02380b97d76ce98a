import { describe, expect, it } from "vitest";
import { makeCliRunner } from "@/lib/test/run-cli";
import { expectRefused } from "@/lib/test/expect-refused";

const { run } = makeCliRunner({ tag: "cli-user-admin" });

type TListed = {
  email: string;
  isAdmin: boolean;
  active: boolean;
  roles: { projectSlug: string; role: string }[];
};
const list = (): TListed[] => {
  const res = run("user", "list");
  expect(res.status, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as TListed[];
};
const ok = (res: ReturnType<typeof run>) => {
  expect(res.status, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as Record<string, unknown>;
};

describe("rubricate user list | invite | deactivate | reactivate | roles", () => {
  it("does what the admin page does, as JSON; bad input names its option and writes nothing", () => {
    expect(run("project", "create", "--slug", "adm", "--name", "Adm").status).toBe(0);
    expect(run("user", "create", "--email", "root@example.org", "--role", "admin").status).toBe(0);
    const made = run("user", "create", "--email", "ann@example.org", "--role", "rater");
    expectRefused(made, /--project SLUG/);
    const ann = ["--email", "ann@example.org"];
    expect(run("user", "create", ...ann, "--role", "rater", "--project", "adm").status).toBe(0);

    // An invitation: printed once, as a path (and a URL with APP_URL), roles checked first.
    const by = ["--by", "root@example.org"];
    const invite = ok(
      run(
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
      run(
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
      run("user", "invite", "--email", "x@example.org", "--by", "ann@example.org"),
      /not an active site admin/,
    );
    expectRefused(run("user", "invite", "--email", "ann@example.org", ...by), /already exists/);

    // Roles in a project: set, then removed.
    expect(
      ok(run("user", "roles", ...ann, "--project", "adm", "--role", "engineer", "--role", "rater"))
        .roles,
    ).toEqual(["engineer", "rater"]);
    expect(list().find((u) => u.email === "ann@example.org")!.roles).toHaveLength(2);

    // Deactivation: refused twice in a row (nothing changes), then reactivated.
    expect(ok(run("user", "deactivate", ...ann, ...by))).toMatchObject({ active: false });
    expectRefused(run("user", "deactivate", ...ann), /already deactivated/);
    expect(list().find((u) => u.email === "ann@example.org")!.active).toBe(false);
    expect(ok(run("user", "reactivate", ...ann))).toMatchObject({ active: true });
    expectRefused(run("user", "deactivate", "--email", "nobody@example.org"), /No user with email/);
    expectRefused(
      run("user", "deactivate", "--email", "root@example.org", ...by),
      /your own account/,
    );

    expect(ok(run("user", "roles", ...ann, "--project", "adm")).roles).toEqual([]);
    const users = list();
    expect(users.map((u) => u.email)).toEqual(["root@example.org", "ann@example.org"]);
    expect(users.every((u) => u.active)).toBe(true);
    expect(run("user", "frobnicate").status).toBe(1);
  });
});
