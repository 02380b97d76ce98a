import { withAuth } from "@/lib/api/with-auth";
import { ZGetMeResponse } from "@/lib/projects/projects-api.types";
import { listProjects } from "@/lib/projects/list-projects";

export const GET = withAuth({ response: ZGetMeResponse }, async ({ user }) => ({
  user,
  projects: await listProjects({ user }),
}));
