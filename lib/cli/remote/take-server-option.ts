/**
 * The global `--server <url>` (or `--server=<url>`) taken out of the arguments (before or after
 * the command's name); `RUBRICATE_SERVER` when the option is absent. A token is never an option (it would land
 * in shell history): it comes from `RUBRICATE_TOKEN` only.
 */
export function takeServerOption(options: {
  args: string[];
  env: Record<string, string | undefined>;
}): {
  server: string | null;
  args: string[];
} {
  const args: string[] = [];
  let server: string | null = null;
  for (let i = 0; i < options.args.length; i++) {
    const arg = options.args[i]!;
    if (arg === "--") {
      args.push(...options.args.slice(i));
      break;
    }
    if (arg === "--server") {
      const value = options.args[++i];
      if (!value || value.startsWith("-"))
        throw new Error(
          "--server needs the server's address, e.g. --server https://rubricate.example.org",
        );
      server = value;
    } else if (arg.startsWith("--server=")) server = arg.slice("--server=".length);
    else args.push(arg);
  }
  if (server === null) server = options.env.RUBRICATE_SERVER?.trim() || null;
  if (server !== null && !/^https?:\/\/[^/]/.test(server))
    throw new Error(`--server ${server}: give the server's address with http:// or https://.`);
  return { server, args };
}
