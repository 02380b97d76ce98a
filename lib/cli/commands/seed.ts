import type { Command } from "commander";
import { getEnv } from "@/lib/env/get-env";
import { chooseDemoPasswords } from "@/lib/seed/choose-demo-passwords";
import { seedDemo } from "@/lib/seed/seed-demo";
import { countNoun } from "@/lib/text/count-noun";

export function registerSeed(program: Command) {
  program
    .command("seed")
    .description("Seed the demo project and its accounts")
    .option(
      "--if-empty",
      "do nothing when the database already has users or RUBRICATE_DEMO is off (what `npm start` runs)",
    )
    .option(
      "--host <host>",
      "the address the server listens on (default: HOST, else 127.0.0.1); other than loopback, the accounts get random passwords unless RUBRICATE_DEMO=on",
    )
    .action(async (opts: { ifEmpty?: boolean; host?: string }) => {
      const env = getEnv();
      const host = opts.host ?? env.HOST;
      const passwords = chooseDemoPasswords({ host, demo: env.RUBRICATE_DEMO });
      if (opts.ifEmpty && passwords === "none") {
        console.log("Demo seed skipped: RUBRICATE_DEMO is off.");
        return;
      }
      const result = await seedDemo({
        ifEmpty: Boolean(opts.ifEmpty),
        passwords: passwords === "random" ? "random" : "published",
      });
      console.log(
        result.seeded
          ? `Seeded the demo project: ${countNoun({ count: result.bugs ?? 0, one: "bug" })}, ${countNoun({ count: result.patches ?? 0, one: "patch", other: "patches" })}.`
          : `Demo seed skipped: ${result.reason}.`,
      );
      if (result.accounts?.length) {
        console.log(
          [
            `Listening on ${host}, reachable from other machines: the demo accounts got random passwords instead of the published one.`,
            "Shown only this once (npx rubricate user set-password --email … sets a new one):",
            ...result.accounts.map(
              (a) => `  ${a.email.padEnd(28)} ${a.password.padEnd(18)} ${a.role}`,
            ),
            "RUBRICATE_DEMO=on seeds the published password anyway; RUBRICATE_DEMO=off seeds nothing.",
          ].join("\n"),
        );
      }
    });
}
