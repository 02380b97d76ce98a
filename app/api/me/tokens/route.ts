import { withAuth } from "@/lib/api/with-auth";
import { createApiToken } from "@/lib/tokens/create-api-token";
import { listApiTokens } from "@/lib/tokens/list-api-tokens";
import { ZCreateApiToken } from "@/lib/tokens/schemas";
import { ZCreateApiTokenResponse, ZListOwnApiTokensResponse } from "@/lib/tokens/tokens-api.types";

// The signed-in user's own API tokens (browser session only: a token cannot mint or list tokens).
export const GET = withAuth(
  { sessionOnly: true, response: ZListOwnApiTokensResponse },
  async ({ user }) => ({
    tokens: (await listApiTokens({ userId: user.id })).map(({ user: _user, ...t }) => t),
  }),
);

// A new token, answered with the token itself this once.
export const POST = withAuth(
  { sessionOnly: true, body: ZCreateApiToken, response: ZCreateApiTokenResponse },
  async ({ user, body }) => createApiToken({ userId: user.id, input: body }),
);
