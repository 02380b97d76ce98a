import { withAuth } from "@/lib/api/with-auth";
import { changeOwnPassword } from "@/lib/users/change-own-password";
import { ZChangeOwnPassword } from "@/lib/users/schemas";
import { ZChangeOwnPasswordResponse } from "@/lib/users/users-api.types";

// The signed-in user's own password (current one required); every session ends.
export const POST = withAuth(
  { sessionOnly: true, body: ZChangeOwnPassword, response: ZChangeOwnPasswordResponse },
  async ({ user, body: input }) => {
    return changeOwnPassword({ userId: user.id, input });
  },
);
