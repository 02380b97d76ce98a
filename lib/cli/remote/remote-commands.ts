import type { Command } from "commander";

/** Where and with which token the remote commands run. */
export type TRemoteTarget = { server: string; token: string };

type TRemoteCommand = {
  name: string;
  /** Its subcommands that run remotely; `""` when the bare command does (`judge` starts a run). */
  subcommands: readonly string[];
  load: () => Promise<(program: Command, target: TRemoteTarget) => void>;
};

/**
 * The commands `--server` (or RUBRICATE_SERVER) runs over HTTP with RUBRICATE_TOKEN instead of
 * the database, loaded only when named: none of them loads Prisma.
 */
export const REMOTE_COMMANDS: readonly TRemoteCommand[] = [
  {
    name: "dashboard",
    subcommands: [""],
    load: async () => (await import("./register-remote-tables")).registerRemoteTables,
  },
  {
    name: "research",
    subcommands: [""],
    load: async () => (await import("./register-remote-tables")).registerRemoteTables,
  },
  {
    name: "policy",
    subcommands: [""],
    load: async () => (await import("./register-remote-tables")).registerRemoteTables,
  },
  {
    name: "alignment",
    subcommands: [""],
    load: async () => (await import("./register-remote-tables")).registerRemoteTables,
  },
  {
    name: "patches",
    subcommands: [""],
    load: async () => (await import("./register-remote-patches")).registerRemotePatches,
  },
  {
    name: "judge",
    subcommands: ["", "list", "show", "results", "compare", "retry", "cancel", "import"],
    load: async () => (await import("./register-remote-judge")).registerRemoteJudge,
  },
  {
    name: "judge-config",
    subcommands: ["create", "list"],
    load: async () => (await import("./register-remote-judge-config")).registerRemoteJudgeConfig,
  },
  {
    name: "campaign",
    subcommands: ["create", "build", "list", "show", "reveal", "disputes", "adjudicate", "close"],
    load: async () => (await import("./register-remote-campaign")).registerRemoteCampaign,
  },
  {
    name: "ratings",
    subcommands: ["export", "import"],
    load: async () => (await import("./register-remote-campaign")).registerRemoteCampaign,
  },
  {
    name: "rubric",
    subcommands: ["show", "save", "submit", "review"],
    load: async () => (await import("./register-remote-rubric")).registerRemoteRubric,
  },
  {
    name: "rules",
    subcommands: ["show", "set", "history"],
    load: async () => (await import("./register-remote-rules")).registerRemoteRules,
  },
  {
    name: "import",
    subcommands: [""],
    load: async () => (await import("./register-remote-import")).registerRemoteImport,
  },
];

/** The remote commands as the refusal of another one lists them. */
export const REMOTE_COMMAND_LIST = REMOTE_COMMANDS.flatMap((c) =>
  c.subcommands.map((s) => (s ? `${c.name} ${s}` : c.name)),
).join(", ");

/**
 * The remote command the arguments name, or a one-line refusal: a command (or subcommand)
 * without a remote form, or no token. `null` when no command is named (the help).
 */
export function findRemoteCommand(options: {
  args: string[];
  token: string | undefined;
}): TRemoteCommand | null {
  const { args } = options;
  const name = args[0] === "help" ? args[1] : args[0];
  if (!name || name.startsWith("-")) return null;
  const command = REMOTE_COMMANDS.find((c) => c.name === name);
  const refuse = (named: string) =>
    new Error(
      `${named} has no remote form; with --server (or RUBRICATE_SERVER) these run: ${REMOTE_COMMAND_LIST}.`,
    );
  if (!command) throw refuse(name);
  // A group's subcommand (`judge list`); a command without subcommands takes arguments instead.
  if (command.subcommands.some((s) => s !== "")) {
    const sub = args[0] === "help" ? args[2] : args[1];
    const subName = sub === undefined || sub.startsWith("-") || sub === "help" ? "" : sub;
    const help = args.some((a) => a === "--help" || a === "-h" || a === "help");
    if (!command.subcommands.includes(subName) && !(subName === "" && help))
      throw refuse(subName ? `${name} ${subName}` : name);
  }
  if (!options.token?.trim())
    throw new Error(
      "--server needs a personal access token in RUBRICATE_TOKEN (create one in the server's Settings → API tokens); it is never taken as an option, where it would land in shell history.",
    );
  return command;
}
