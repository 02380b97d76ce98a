import { randomBytes } from "node:crypto";
import type { Command } from "commander";
import { ZProjectRole } from "@/lib/auth/roles";
import { createUser } from "@/lib/users/create-user";
import { setUserPassword } from "@/lib/users/set-user-password";
import { ZCreateUser, ZPassword } from "@/lib/users/schemas";
import { registerUserAdmin } from "./user-admin";

const collect = (v: string, prev: string[]) => [...prev, v];

export function registerUser(program: Command) {
  const user = program.command("user").description("Manage users");
  user
    .command("create")
    .description("Create a user. --role admin without --project makes a site admin.")
    .requiredOption("--email <email>", "email address (the login)")
    .option("--name <name>", "display name (default: the part before @)")
    .option("--password <password>", "initial password (default: generated and printed)")
    .option("--role <role>", "admin | lead | engineer | rater (repeatable)", collect, [])
    .option("--project <slug>", "project the roles apply to")
    .action(
      async (opts: {
        email: string;
        name?: string;
        password?: string;
        role: string[];
        project?: string;
      }) => {
        const roles = opts.role.map((r) => ZProjectRole.parse(r));
        const password = opts.password ?? randomBytes(12).toString("base64url");
        const input = ZCreateUser.parse({
          email: opts.email,
          name: opts.name ?? opts.email.split("@")[0],
          password,
          isAdmin: !opts.project && roles.includes("admin"),
          projectRoles: opts.project
            ? roles.map((role) => ({ projectSlug: opts.project, role }))
            : [],
        });
        if (!opts.project && roles.some((r) => r !== "admin"))
          throw new Error("--role lead|engineer|rater needs --project SLUG.");
        const created = await createUser({ input, actorId: null });
        console.log(
          `Created ${created.email}${created.isAdmin ? " (site admin)" : ""}${opts.project ? ` with ${roles.join(", ")} in ${opts.project}` : ""}.`,
        );
        if (!opts.password) console.log(`Password: ${password}`);
      },
    );
  user
    .command("set-password")
    .description(
      "Set a user's password (e.g. after a restore, which brings users without one) and end their sessions.",
    )
    .requiredOption("--email <email>", "the user's email")
    .option("--password <password>", "new password (default: generated and printed)")
    .action(async (opts: { email: string; password?: string }) => {
      const password = ZPassword.parse(opts.password ?? randomBytes(12).toString("base64url"));
      const updated = await setUserPassword({ email: opts.email, password, actorId: null });
      console.log(`Password set for ${updated.email}.`);
      if (!opts.password) console.log(`Password: ${password}`);
    });
  registerUserAdmin(user);
}
