import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/seed/demo-accounts";
import { listPublishedPasswordAccounts } from "@/lib/seed/list-published-password-accounts";
import { isLoopback } from "@/scripts/listen-address.mjs";
import { countNoun } from "@/lib/text/count-noun";

export function registerLoginInfo(program: Command) {
  program
    .command("login-info")
    .description(
      "Print where to sign in and the demo accounts, if seeded; warn when they are exposed",
    )
    .option("--url <url>", "the app's address", "http://localhost:3000")
    .option("--host <host>", "the address the server listens on", "127.0.0.1")
    .action(async (opts: { url: string; host: string }) => {
      const demo = await listPublishedPasswordAccounts();
      const lines = ["", `Rubricate is running: ${opts.url}`];
      if (demo.length > 0) {
        lines.push(`Sign in with a demo account (password: ${DEMO_PASSWORD}):`);
        for (const a of DEMO_ACCOUNTS)
          if (demo.some((d) => d.email === a.email))
            lines.push(`  ${a.email.padEnd(28)} ${a.isAdmin ? "site admin" : a.roles.join(", ")}`);
        if (!isLoopback(opts.host)) {
          lines.push(
            "",
            `WARNING: listening on ${opts.host}, reachable from other machines, while ${countNoun({ count: demo.length, one: "demo account" })}${demo.some((d) => d.isAdmin) ? ", a site admin among them," : ""} sign in with the published password.`,
            "  Set their passwords (npx rubricate user set-password --email …), or start a fresh database with RUBRICATE_DEMO=off, or listen on 127.0.0.1 (unset HOST).",
          );
        }
      } else {
        const seeded = await prisma.user.count({
          where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } },
        });
        if (seeded > 0)
          lines.push(
            "Sign in with a demo account (admin@demo.rubricate, …) and the password printed when the demo was seeded,",
            "or set one: npx rubricate user set-password --email admin@demo.rubricate",
          );
        else
          lines.push(
            "Create an account: npx rubricate user create --email you@example.org --role admin",
          );
      }
      console.log(lines.join("\n") + "\n");
    });
}
