import type { Command } from "commander";
import { prisma } from "@/lib/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/lib/seed/demo-accounts";

export function registerLoginInfo(program: Command) {
  program
    .command("login-info")
    .description("Print where to sign in and the demo accounts, if seeded")
    .option("--url <url>", "the app's address", "http://localhost:3000")
    .action(async (opts: { url: string }) => {
      const demo = await prisma.user.findMany({ where: { email: { in: DEMO_ACCOUNTS.map((a) => a.email) } }, select: { email: true } });
      const lines = ["", `Rubricate is running: ${opts.url}`];
      if (demo.length > 0) {
        lines.push(`Sign in with a demo account (password: ${DEMO_PASSWORD}):`);
        for (const a of DEMO_ACCOUNTS) if (demo.some((d) => d.email === a.email)) lines.push(`  ${a.email.padEnd(28)} ${a.isAdmin ? "site admin" : a.roles.join(", ")}`);
      } else {
        lines.push("Create an account: npx rubricate user create --email you@example.org --role admin");
      }
      console.log(lines.join("\n") + "\n");
    });
}
