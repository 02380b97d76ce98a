import { Command } from "commander";
import { isConcurrentWrite } from "@/lib/errors/is-concurrent-write";
import { CLI_COMMANDS } from "./cli-commands";
import { registerCommandList } from "./register-command-list";

type TEnv = Record<string, string | undefined>;

/** A fresh program: the same options on each call (commander keeps parsed state on it). */
function createProgram(): Command {
  return (
    new Command()
      .name("rubricate")
      .description(
        "Rubricate from the shell: users, projects, dataset import, campaigns, ratings, rubrics, the LLM judge and its worker, agreement statistics.",
      )
      .showHelpAfterError()
      // Options after a command name belong to it: `judge import --project` is not `judge --project`.
      .enablePositionalOptions()
      .exitOverride()
      .option(
        "--server <url>",
        "run the command on this Rubricate server over HTTP (token: RUBRICATE_TOKEN)",
      )
  );
}

/**
 * A command that uses the database: a bad environment variable stops it (and `npm start`,
 * which seeds through the CLI first) here, with the variable's name (false); then pending
 * migrations are applied. `agreement` and `bouncer` read files and skip both.
 */
async function prepareForDatabase(env: TEnv): Promise<boolean> {
  const [{ getEnv }, { prepareDatabase }] = await Promise.all([
    import("@/lib/env/get-env"),
    import("@/scripts/prepare-db.mjs"),
  ]);
  try {
    getEnv({ env });
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    return false;
  }
  await prepareDatabase({ quiet: true });
  return true;
}

/**
 * `--server URL` (or RUBRICATE_SERVER): the named command's remote form, over HTTP with
 * RUBRICATE_TOKEN (lib/cli/remote); no database is touched. Null when no server is set, the
 * arguments left for the remote command otherwise, or an exit code after a one-line error.
 */
async function registerRemote(options: {
  program: Command;
  args: string[];
  env: TEnv;
}): Promise<string[] | number | null> {
  const { program, args, env } = options;
  if (!args.some((a) => a.startsWith("--server")) && !env.RUBRICATE_SERVER?.trim()) return null;
  const { takeServerOption } = await import("./remote/take-server-option");
  const { findRemoteCommand } = await import("./remote/remote-commands");
  try {
    const { server, args: rest } = takeServerOption({ args, env });
    if (!server) return null;
    const token = env.RUBRICATE_TOKEN;
    const remote = findRemoteCommand({ args: rest, token });
    if (remote) (await remote.load())(program, { server, token: token!.trim() });
    else registerCommandList({ program });
    return rest;
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    return 1;
  }
}

/** The exit code of an error out of a command, after its one-line reason on stderr. */
async function reportError(err: unknown): Promise<number> {
  const e = err as { code?: string; exitCode?: number; message?: string };
  // commander has printed its own message (and the help after it).
  if (e.code?.startsWith("commander.")) return e.exitCode ?? 1;
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
  return 1;
}

/**
 * One `rubricate` invocation in this process: `args` as after the binary's name, `env` for the
 * server, token and environment check (commands read process.env). Returns the exit code
 * (process.exitCode when a command set it) and never exits: bin/rubricate.mjs runs main.ts,
 * which exits with it once the output is flushed; lib/test `run-cli` calls it in-process.
 * Only the command named on the command line is loaded (`help <command>` names it too);
 * without one (`--help`, no arguments, a misspelt name) the list is registered from
 * CLI_COMMANDS alone, so the help needs neither the database nor any command's code.
 */
export async function runCliProgram(options: { args: string[]; env?: TEnv }): Promise<number> {
  const { env = process.env } = options;
  const program = createProgram();
  let args = options.args;
  const remote = await registerRemote({ program, args, env });
  if (typeof remote === "number") return remote;
  if (remote) args = remote;
  else {
    const named = CLI_COMMANDS.find((c) => c.name === (args[0] === "help" ? args[1] : args[0]));
    if (named) {
      if (named.database && !(await prepareForDatabase(env))) return 1;
      (await named.load())(program);
    } else registerCommandList({ program });
  }
  try {
    await program.parseAsync(args, { from: "user" });
    return Number(process.exitCode ?? 0);
  } catch (err) {
    return reportError(err);
  }
}
