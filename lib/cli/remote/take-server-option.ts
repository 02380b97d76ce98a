/**
 * The global `--server <url>` (or `--server=<url>`) taken out of the arguments, before the command
 * name; `RUBRICATE_SERVER` when the option is absent. A token is never an option (it would land
 * in shell history): it comes from `RUBRICATE_TOKEN` only.
 */
export function takeServerOption(options: { args: string[]; env: NodeJS.ProcessEnv }): {
  server: string | null;
  args: string[];
} {
  const args = [...options.args];
  let server: string | null = null;
  while (args[0] === "--server" || args[0]?.startsWith("--server=")) {
    const arg = args.shift()!;
    if (arg === "--server") {
      const value = args.shift();
      if (!value || value.startsWith("-"))
        throw new Error(
          "--server needs the server's address, e.g. --server https://rubricate.example.org",
        );
      server = value;
    } else server = arg.slice("--server=".length);
  }
  if (server === null) server = options.env.RUBRICATE_SERVER?.trim() || null;
  if (server !== null && !/^https?:\/\/[^/]/.test(server))
    throw new Error(`--server ${server}: give the server's address with http:// or https://.`);
  return { server, args };
}
