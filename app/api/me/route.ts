import { withAuth } from "@/lib/api/with-auth";
import { listProjects } from "@/lib/projects/list-projects";

export const GET = withAuth({}, async ({ user }) => ({ user, projects: await listProjects({ user }) }));
