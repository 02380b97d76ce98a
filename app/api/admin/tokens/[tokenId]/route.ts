import { withAuth } from "@/lib/api/with-auth";
import { revokeApiToken } from "@/lib/tokens/revoke-api-token";
import { ZRevokeApiTokenResponse } from "@/lib/tokens/tokens-api.types";

// A site admin revokes anyone's token at once.
export const DELETE = withAuth(
  {
    sessionOnly: true,
    siteAdmin: true,
    params: ["tokenId"],
    response: ZRevokeApiTokenResponse,
  },
  async ({ params, user }) =>
    revokeApiToken({ tokenId: params.tokenId, actor: { id: user.id, isAdmin: true } }),
);
