import { Command } from "commander";
import { isConcurrentWrite } from "@/lib/errors/is-concurrent-write";
import { CLI_COMMANDS } from "./cli-commands";
import { exitWhenFlushed } from "./exit-when-flushed";
import { registerCommandList } from "./register-command-list";

const program = new Command()
  .name("rubricate")
  .description(
    "Rubricate from the shell: users, projects, dataset import, campaigns, ratings, rubrics, the LLM judge and its worker, agreement statistics.",
  )
  .showHelpAfterError()
  // Options after a command name belong to it: `judge import --project` is not `judge --project`.
  .enablePositionalOptions()
  .exitOverride();

/**
 * A command that uses the database: a bad environment variable stops it (and `npm start`,
 * which seeds through the CLI first) here, with the variable's name; then pending migrations
 * are applied. `agreement` and `bouncer` read files and skip both.
 */
async function prepareForDatabase(): Promise<void> {
  const [{ getEnv }, { prepareDatabase }] = await Promise.all([
    import("@/lib/env/get-env"),
    import("@/scripts/prepare-db.mjs"),
  ]);
  try {
    getEnv();
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    await exitWhenFlushed(1);
  }
  await prepareDatabase({ quiet: true });
}

/**
 * `--server URL` (or RUBRICATE_SERVER): the named command's remote form, over HTTP with
 * RUBRICATE_TOKEN (lib/cli/remote); no database is touched. False when no server is set.
 */
async function registerRemote(): Promise<boolean> {
  if (!args.some((a) => a.startsWith("--server")) && !process.env.RUBRICATE_SERVER?.trim())
    return false;
  const { takeServerOption } = await import("./remote/take-server-option");
  const { findRemoteCommand } = await import("./remote/remote-commands");
  try {
    const { server, args: rest } = takeServerOption({ args, env: process.env });
    if (!server) return false;
    args = rest;
    const token = process.env.RUBRICATE_TOKEN;
    const remote = findRemoteCommand({ args, token });
    if (remote) (await remote.load())(program, { server, token: token!.trim() });
    else registerCommandList({ program });
    return true;
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    return exitWhenFlushed(1);
  }
}

// Only the command named on the command line is loaded (`help <command>` names it too);
// without one (`--help`, no arguments, a misspelt name) the list is registered from
// CLI_COMMANDS alone, so the help needs neither the database nor any command's code.
let args = process.argv.slice(2);
program.option(
  "--server <url>",
  "run the command on this Rubricate server over HTTP (token: RUBRICATE_TOKEN)",
);
if (!(await registerRemote())) {
  const named = CLI_COMMANDS.find((c) => c.name === (args[0] === "help" ? args[1] : args[0]));
  if (named) {
    if (named.database) await prepareForDatabase();
    (await named.load())(program);
  } else registerCommandList({ program });
}

try {
  await program.parseAsync(args, { from: "user" });
  await exitWhenFlushed(Number(process.exitCode ?? 0));
} catch (err) {
  const e = err as { code?: string; exitCode?: number; message?: string };
  if (e.code?.startsWith("commander.")) await exitWhenFlushed(e.exitCode ?? 1);
  // zod is loaded here, not up front: `--help` needs none of it.
  const { ZodError } = await import("zod");
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
