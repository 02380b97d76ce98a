import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { changeOwnPassword } from "@/lib/users/change-own-password";
import { ZChangeOwnPassword } from "@/lib/users/schemas";
import { ZChangeOwnPasswordResponse } from "@/lib/users/users-api.types";

// The signed-in user's own password (current one required); every session ends.
export const POST = withAuth(
  { sessionOnly: true, response: ZChangeOwnPasswordResponse },
  async ({ req, user }) => {
    const input = ZChangeOwnPassword.parse(await readJson(req));
    return changeOwnPassword({ userId: user.id, input });
  },
);
