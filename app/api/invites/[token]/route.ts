import { withPublic } from "@/lib/api/with-public";
import { ZAcceptInviteResponse } from "@/lib/users/users-api.types";
import { acceptInvite } from "@/lib/users/accept-invite";
import { ZAcceptInvite } from "@/lib/users/schemas";

// The invitee (no account yet) accepts with name and password; the link's token is the proof.
export const POST = withPublic(
  { params: ["token"], body: ZAcceptInvite, response: ZAcceptInviteResponse },
  async ({ params, body: input }) => {
    return { user: await acceptInvite({ token: params.token, input }) };
  },
);
