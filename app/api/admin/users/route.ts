import { withAuth } from "@/lib/api/with-auth";
import { ZCreateUserResponse, ZListUsersResponse } from "@/lib/users/users-api.types";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { ZCreateUser } from "@/lib/users/schemas";

export const GET = withAuth({ siteAdmin: true, response: ZListUsersResponse }, async () => ({
  users: await listUsers(),
}));

export const POST = withAuth(
  { siteAdmin: true, body: ZCreateUser, response: ZCreateUserResponse },
  async ({ user, body: input }) => {
    return { user: await createUser({ input, actorId: user.id }) };
  },
);
