import { withAuth } from "@/lib/api/with-auth";
import { ZCreateInviteResponse } from "@/lib/users/users-api.types";
import { createInvite } from "@/lib/users/create-invite";
import { ZCreateInvite } from "@/lib/users/schemas";

// A one-time, expiring invitation link for the admin to copy (no mail server).
export const POST = withAuth(
  { siteAdmin: true, body: ZCreateInvite, response: ZCreateInviteResponse },
  async ({ user, body: input }) => {
    const { token, ...invite } = await createInvite({ input, actorId: user.id });
    return { invite, path: `/invite/${token}` };
  },
);
