import { readJson } from "@/lib/api/read-json";
import { withAuth } from "@/lib/api/with-auth";
import { createUser } from "@/lib/users/create-user";
import { listUsers } from "@/lib/users/list-users";
import { ZCreateUser } from "@/lib/users/schemas";

export const GET = withAuth({ siteAdmin: true }, async () => ({ users: await listUsers() }));

export const POST = withAuth({ siteAdmin: true }, async ({ req, user }) => {
  const input = ZCreateUser.parse(await readJson(req));
  return { user: await createUser({ input, actorId: user.id }) };
});
