import type { Command } from "commander";
import { ZProjectRole } from "@/lib/auth/roles";
import { prisma } from "@/lib/db/client";
import { createInvite } from "@/lib/users/create-invite";
import { listUsers } from "@/lib/users/list-users";
import { ZCreateInvite } from "@/lib/users/schemas";
import { setProjectRoles } from "@/lib/users/set-project-roles";
import { setUserActive } from "@/lib/users/set-user-active";
import { findUserId } from "../find-user-id";
import { printJson } from "../print-json";
import { JSON_ONLY_HELP } from "../json-only-help";

const collect = (v: string, prev: string[]) => [...prev, v];

/** The site admin a command acts as (--by), who must be one: invites record who made them. */
async function siteAdminId(email: string): Promise<string> {
  const user = await prisma.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, isAdmin: true, deactivatedAt: true },
  });
  if (!user || !user.isAdmin || user.deactivatedAt)
    throw new Error(`--by ${email} is not an active site admin.`);
  return user.id;
}

/**
 * `rubricate user list | invite | deactivate | reactivate | roles`: what a site admin does on
 * the admin page, from the shell, with JSON output. The invitation link is printed once (only
 * its hash is stored), as a path, and as a URL when APP_URL is set.
 */
export function registerUserAdmin(user: Command) {
  user
    .command("list")
    .option("--json", JSON_ONLY_HELP)
    .description("Every user as JSON: email, name, site admin, project roles, active or not")
    .action(async () => {
      const users = await listUsers();
      printJson(
        users.map((u) => ({
          ...u,
          active: u.deactivatedAt === null,
        })),
      );
    });
  user
    .command("invite")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "Invite someone by a one-time link (printed once as JSON); they choose their name and password",
    )
    .requiredOption("--email <email>", "whom to invite")
    .requiredOption("--by <email>", "the site admin issuing the invitation")
    .option(
      "--role <role>",
      "lead | engineer | rater | admin in --project (repeatable)",
      collect,
      [],
    )
    .option("--project <slug>", "project the roles apply to")
    .option("--site-admin", "make them a site admin")
    .option("--expires-hours <hours>", "how long the link works")
    .action(
      async (opts: {
        email: string;
        by: string;
        role: string[];
        project?: string;
        siteAdmin?: boolean;
        expiresHours?: string;
      }) => {
        if (opts.role.length > 0 && !opts.project) throw new Error("--role needs --project SLUG.");
        const input = ZCreateInvite.parse({
          email: opts.email,
          isAdmin: opts.siteAdmin === true,
          projectRoles: opts.role.map((r) => ({
            projectSlug: opts.project,
            role: ZProjectRole.parse(r),
          })),
          ...(opts.expiresHours ? { expiresInHours: Number(opts.expiresHours) } : {}),
        });
        const actorId = await siteAdminId(opts.by);
        const { token, ...invite } = await createInvite({ input, actorId });
        const path = `/invite/${token}`;
        const base = process.env.APP_URL?.replace(/\/+$/, "");
        printJson({ ...invite, path, ...(base ? { url: `${base}${path}` } : {}) });
      },
    );
  for (const [name, active] of [
    ["deactivate", false],
    ["reactivate", true],
  ] as const)
    user
      .command(name)
      .description(
        active
          ? "Let a deactivated user sign in again"
          : "Sign a user out everywhere and refuse their sign-in; their labels and rubrics stay",
      )
      .requiredOption("--email <email>", "the user")
      .option("--by <email>", "the site admin acting (recorded in the audit log)")
      .action(async (opts: { email: string; by?: string }) => {
        const actorId = opts.by ? await siteAdminId(opts.by) : null;
        const userId = await findUserId({ email: opts.email });
        const { sessionsEnded, ...changed } = await setUserActive({ userId, active, actorId });
        printJson({ ...changed, active, sessionsEnded });
      });
  user
    .command("roles")
    .description("Set a user's roles in one project (no --role removes them from it)")
    .requiredOption("--email <email>", "the user")
    .requiredOption("--project <slug>", "the project")
    .option("--role <role>", "admin | lead | engineer | rater (repeatable)", collect, [])
    .action(async (opts: { email: string; project: string; role: string[] }) => {
      const roles = opts.role.map((r) => ZProjectRole.parse(r));
      const userId = await findUserId({ email: opts.email });
      const set = await setProjectRoles({
        userId,
        projectSlug: opts.project,
        roles,
        actorId: null,
      });
      printJson({ email: opts.email.trim().toLowerCase(), project: opts.project, ...set });
    });
}
