import { withAuth } from "@/lib/api/with-auth";
import { listMyWork } from "@/lib/rubrics/list-my-work";

export const GET = withAuth<{ slug: string }, true>({ capability: "rubric:edit" }, async ({ user, access }) =>
  listMyWork({ projectId: access.project.id, userId: user.id }),
);
