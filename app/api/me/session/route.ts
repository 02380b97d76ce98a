import { withAuth } from "@/lib/api/with-auth";
import { ZGetSessionResponse } from "@/lib/users/users-api.types";

// Whether the session still holds (open pages poll it: a deactivated user is signed out).
export const GET = withAuth({ response: ZGetSessionResponse }, async ({ user }) => ({ user }));
