import type { Command } from "commander";
import { getEnv } from "@/lib/env/get-env";
import { seedDemo } from "@/lib/seed/seed-demo";

export function registerSeed(program: Command) {
  program
    .command("seed")
    .description("Seed the demo project and its accounts")
    .option(
      "--if-empty",
      "do nothing when the database already has users or RUBRICATE_DEMO is off (what `npm start` runs)",
    )
    .action(async (opts: { ifEmpty?: boolean }) => {
      if (opts.ifEmpty && !getEnv().RUBRICATE_DEMO) {
        console.log("Demo seed skipped: RUBRICATE_DEMO is off.");
        return;
      }
      const result = await seedDemo({ ifEmpty: Boolean(opts.ifEmpty) });
      console.log(
        result.seeded
          ? `Seeded the demo project: ${result.bugs} bugs, ${result.patches} patches.`
          : `Demo seed skipped: ${result.reason}.`,
      );
    });
}
