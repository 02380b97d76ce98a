import { withAuth } from "@/lib/api/with-auth";
import { ZSetUserActiveResponse } from "@/lib/users/users-api.types";
import { setUserActive } from "@/lib/users/set-user-active";
import { ZSetUserActive } from "@/lib/users/schemas";

// Deactivate (sessions end at once, no sign-in; labels stay) or reactivate a user.
export const PUT = withAuth(
  { siteAdmin: true, params: ["userId"], body: ZSetUserActive, response: ZSetUserActiveResponse },
  async ({ params, user, body: input }) => {
    const { sessionsEnded, ...changed } = await setUserActive({
      userId: params.userId,
      active: input.active,
      actorId: user.id,
    });
    return { user: changed, sessionsEnded };
  },
);
