import { Command } from "commander";
import { ZodError } from "zod";
import { getEnv } from "@/lib/env/get-env";
import { isConcurrentWrite } from "@/lib/errors/is-concurrent-write";
import { prepareDatabase } from "@/scripts/prepare-db.mjs";
import { registerAgreement } from "./commands/agreement";
import { registerBouncer } from "./commands/bouncer";
import { exitWhenFlushed } from "./exit-when-flushed";

const program = new Command()
  .name("rubricate")
  .description(
    "Rubricate from the shell: users, projects, dataset import, campaigns, ratings, the LLM judge and its worker, agreement statistics.",
  )
  .showHelpAfterError()
  // Options after a command name belong to it: `judge import --project` is not `judge --project`.
  .enablePositionalOptions()
  .exitOverride();

/**
 * Commands that use the database (pending migrations are applied first) or an LLM.
 * `agreement` reads a file and needs neither, so it skips both.
 */
async function registerDatabaseCommands(target: Command): Promise<void> {
  // A bad environment variable stops every such command (and `npm start`, which seeds through
  // the CLI first) here, with the variable's name.
  try {
    getEnv();
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    await exitWhenFlushed(1);
  }
  await prepareDatabase({ quiet: true });
  const [
    user,
    project,
    imports,
    campaign,
    judge,
    worker,
    seed,
    loginInfo,
    dashboard,
    exports,
    policy,
    abstain,
    research,
    fixSpecs,
    rubric,
    alignment,
    rubricRepair,
    study,
  ] = await Promise.all([
    import("./commands/user"),
    import("./commands/project"),
    import("./commands/import"),
    import("./commands/campaign"),
    import("./commands/judge"),
    import("./commands/worker"),
    import("./commands/seed"),
    import("./commands/login-info"),
    import("./commands/dashboard"),
    import("./commands/export"),
    import("./commands/policy"),
    import("./commands/abstain"),
    import("./commands/research"),
    import("./commands/fix-specs"),
    import("./commands/rubric"),
    import("./commands/alignment"),
    import("./commands/rubric-repair"),
    import("./commands/study"),
  ]);
  user.registerUser(target);
  project.registerProject(target);
  imports.registerImport(target);
  campaign.registerCampaign(target);
  judge.registerJudge(target);
  worker.registerWorker(target);
  seed.registerSeed(target);
  loginInfo.registerLoginInfo(target);
  dashboard.registerDashboard(target);
  exports.registerExport(target);
  policy.registerPolicy(target);
  abstain.registerAbstain(target);
  research.registerResearch(target);
  fixSpecs.registerFixSpecs(target);
  rubric.registerRubric(target);
  alignment.registerAlignment(target);
  rubricRepair.registerRubricRepair(target);
  study.registerStudy(target);
}

// File commands need no database: `agreement` and `bouncer` skip its preparation.
if (!["agreement", "bouncer"].includes(process.argv[2] ?? ""))
  await registerDatabaseCommands(program);
registerAgreement(program);
registerBouncer(program);

try {
  await program.parseAsync(process.argv);
  await exitWhenFlushed(Number(process.exitCode ?? 0));
} catch (err) {
  const e = err as { code?: string; exitCode?: number; message?: string };
  if (e.code?.startsWith("commander.")) await exitWhenFlushed(e.exitCode ?? 1);
  if (err instanceof ZodError)
    for (const issue of err.issues)
      console.error(`error: ${issue.path.join(".") || "input"}: ${issue.message}`);
  else if (isConcurrentWrite(err))
    console.error(
      "error: someone else changed this at the same moment; nothing was written, run it again.",
    );
  else console.error(`error: ${e.message ?? String(err)}`);
  await exitWhenFlushed(1);
}
