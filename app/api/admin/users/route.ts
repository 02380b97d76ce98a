import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { ZCreateUserResponse, ZListUsersResponse } from "@/lib/users/users-api.types";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { ZCreateUser } from "@/lib/users/schemas";

export const GET = withAuth({ siteAdmin: true, response: ZListUsersResponse }, async () => ({
  users: await listUsers(),
}));

export const POST = withAuth(
  { siteAdmin: true, response: ZCreateUserResponse },
  async ({ req, user }) => {
    const input = ZCreateUser.parse(await readJson(req));
    return { user: await createUser({ input, actorId: user.id }) };
  },
);
