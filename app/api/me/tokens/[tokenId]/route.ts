import { withAuth } from "@/lib/api/with-auth";
import { revokeApiToken } from "@/lib/tokens/revoke-api-token";
import { ZRevokeApiTokenResponse } from "@/lib/tokens/tokens-api.types";

// Revokes one of the user's own tokens at once (another user's: 404).
export const DELETE = withAuth(
  { sessionOnly: true, params: ["tokenId"], response: ZRevokeApiTokenResponse },
  async ({ params, user }) =>
    revokeApiToken({ tokenId: params.tokenId, actor: { id: user.id, isAdmin: false } }),
);
