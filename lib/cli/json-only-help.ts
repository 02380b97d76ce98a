/**
 * The help of `--json` on a command whose only output is JSON: it takes the option, as every
 * command with a text form does, so a script may pass `--json` to any command; it changes
 * nothing. `cli-commands.test.ts` checks that every command saying it prints JSON (locally and
 * with `--server`) takes it.
 */
export const JSON_ONLY_HELP = "print JSON (this command's only output)";
