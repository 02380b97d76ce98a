import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { ZResetUserPasswordResponse } from "@/lib/users/users-api.types";
import { resetUserPassword } from "@/lib/users/reset-user-password";
import { ZResetUserPassword } from "@/lib/users/schemas";

// Resets another user's password to a generated one, answered once; their sessions end.
export const POST = withAuth(
  { siteAdmin: true, sessionOnly: true, params: ["userId"], response: ZResetUserPasswordResponse },
  async ({ req, params, user }) => {
    ZResetUserPassword.parse(await readJson(req));
    return resetUserPassword({ userId: params.userId, actorId: user.id });
  },
);
