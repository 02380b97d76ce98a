import { withAuth } from "@/lib/api/with-auth";
import { listApiTokens } from "@/lib/tokens/list-api-tokens";
import { ZListAllApiTokensResponse } from "@/lib/tokens/tokens-api.types";

// Every user's API tokens, with their user (site admins, browser session only).
export const GET = withAuth(
  { sessionOnly: true, siteAdmin: true, response: ZListAllApiTokensResponse },
  async () => ({ tokens: await listApiTokens({ userId: null }) }),
);
