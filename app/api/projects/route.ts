import { withAuth } from "@/lib/api/with-auth";
import { ZCreateProjectResponse, ZListProjectsResponse } from "@/lib/projects/projects-api.types";
import { createProject } from "@/lib/projects/create-project";
import { listProjects } from "@/lib/projects/list-projects";
import { ZCreateProject } from "@/lib/projects/schemas";

export const GET = withAuth({ response: ZListProjectsResponse }, async ({ user, token }) => ({
  projects: await listProjects({ user, onlyProjectId: token?.project?.id }),
}));

export const POST = withAuth(
  { siteAdmin: true, body: ZCreateProject, response: ZCreateProjectResponse },
  async ({ user, body: input }) => {
    return { project: await createProject({ input, actorId: user.id }) };
  },
);
