import type { Command } from "commander";
import { createApiToken } from "@/lib/tokens/create-api-token";
import { listApiTokens } from "@/lib/tokens/list-api-tokens";
import { revokeApiToken } from "@/lib/tokens/revoke-api-token";
import { ZCreateApiToken } from "@/lib/tokens/schemas";
import { findUserId } from "../find-user-id";
import { printJson } from "../print-json";
import { JSON_ONLY_HELP } from "../json-only-help";

/** The option that sets each field of ZCreateApiToken, for error messages. */
const OPTION_OF: Record<string, string> = {
  name: "--name",
  scope: "--scope",
  expiresInDays: "--expires-days",
  projectSlug: "--project",
};

/**
 * `rubricate token create | list | revoke`: a user's personal access tokens, as in Settings.
 * The local CLI has no signed-in user, so `--user <email>` names whose tokens; `revoke` acts
 * as that user (their own tokens only). The token itself is printed once, by `create`.
 */
export function registerToken(program: Command) {
  const token = program
    .command("token")
    .description("A user's personal access tokens for the API: create, list, revoke");
  token
    .command("create")
    .option("--json", JSON_ONLY_HELP)
    .description(
      "Create a token for --user and print it as JSON, the token itself this once (only its hash is stored)",
    )
    .requiredOption("--user <email>", "whose token")
    .requiredOption("--name <name>", "what the token is for")
    .option("--scope <scope>", "read | read-write", "read")
    .option("--expires-days <days>", "lifetime in days, at most 365", "90")
    .option("--project <slug>", "the one project it reaches (default: all of the user's)")
    .action(
      async (opts: {
        user: string;
        name: string;
        scope: string;
        expiresDays: string;
        project?: string;
      }) => {
        // Parsed before any lookup: bad input names its option and writes nothing.
        const parsed = ZCreateApiToken.safeParse({
          name: opts.name,
          scope: opts.scope,
          expiresInDays: opts.expiresDays,
          ...(opts.project ? { projectSlug: opts.project } : {}),
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new Error(`${OPTION_OF[String(issue.path[0])] ?? "input"}: ${issue.message}`);
        }
        const input = parsed.data;
        const userId = await findUserId({ email: opts.user });
        printJson(await createApiToken({ userId, input }));
      },
    );
  token
    .command("list")
    .option("--json", JSON_ONLY_HELP)
    .description("The user's tokens as JSON, newest first (never the tokens themselves)")
    .requiredOption("--user <email>", "whose tokens")
    .action(async (opts: { user: string }) => {
      const userId = await findUserId({ email: opts.user });
      printJson((await listApiTokens({ userId })).map(({ user: _user, ...t }) => t));
    });
  token
    .command("revoke")
    .description("Revoke one of the user's tokens at once")
    .requiredOption("--user <email>", "whose token")
    .requiredOption("--token <id>", "the token's id (from `token list`)")
    .action(async (opts: { user: string; token: string }) => {
      const userId = await findUserId({ email: opts.user });
      printJson(
        await revokeApiToken({ tokenId: opts.token, actor: { id: userId, isAdmin: false } }),
      );
    });
}
