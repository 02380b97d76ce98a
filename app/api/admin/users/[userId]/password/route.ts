import { withAuth } from "@/lib/api/with-auth";
import { ZResetUserPasswordResponse } from "@/lib/users/users-api.types";
import { resetUserPassword } from "@/lib/users/reset-user-password";
import { ZResetUserPassword } from "@/lib/users/schemas";

// Resets another user's password to a generated one, answered once; their sessions end.
export const POST = withAuth(
  {
    siteAdmin: true,
    sessionOnly: true,
    params: ["userId"],
    body: ZResetUserPassword,
    response: ZResetUserPasswordResponse,
  },
  async ({ params, user }) => {
    return resetUserPassword({ userId: params.userId, actorId: user.id });
  },
);
