import { type Command, Help } from "commander";
import { CLI_COMMANDS } from "./cli-commands";

/**
 * Every top-level command as a name and a description only, with its help line from
 * CLI_COMMANDS: `rubricate --help` (and a misspelt command's error) without loading any
 * command's code. `cli-commands.test.ts` checks the help equals the real commands' help.
 */
export function registerCommandList(options: { program: Command }): void {
  const { program } = options;
  for (const c of CLI_COMMANDS) program.command(c.name).description(c.description);
  program.configureHelp({
    subcommandTerm: (cmd) =>
      CLI_COMMANDS.find((c) => c.name === cmd.name())?.term ?? new Help().subcommandTerm(cmd),
  });
}
