import type { Command } from "commander";
import { seedDemo } from "@/lib/seed/seed-demo";

export function registerSeed(program: Command) {
  program
    .command("seed")
    .description("Seed the demo project and its accounts")
    .option("--if-empty", "do nothing when the database already has users")
    .action(async (opts: { ifEmpty?: boolean }) => {
      const result = await seedDemo({ ifEmpty: Boolean(opts.ifEmpty) });
      console.log(result.seeded ? `Seeded the demo project: ${result.bugs} bugs, ${result.patches} patches.` : `Demo seed skipped: ${result.reason}.`);
    });
}
