import { withAuth } from "@/lib/api/with-auth";
import { ZGetMeResponse } from "@/lib/projects/projects-api.types";
import { listProjects } from "@/lib/projects/list-projects";
import { updateOwnProfile } from "@/lib/users/update-own-profile";
import { ZUpdateOwnProfile } from "@/lib/users/schemas";
import { ZUpdateOwnProfileResponse } from "@/lib/users/users-api.types";

// A project-scoped API token lists its one project only (as GET /api/projects).
export const GET = withAuth({ response: ZGetMeResponse }, async ({ user, token }) => ({
  user,
  projects: await listProjects({ user, onlyProjectId: token?.project?.id }),
}));

export const PATCH = withAuth(
  { body: ZUpdateOwnProfile, response: ZUpdateOwnProfileResponse },
  async ({ user, body: input }) => {
    return { user: await updateOwnProfile({ userId: user.id, input }) };
  },
);
