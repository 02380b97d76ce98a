import { withAuth } from "@/lib/api/with-auth";
import { ZGetMyWorkResponse } from "@/lib/rubrics/rubrics-api.types";
import { listMyWork } from "@/lib/rubrics/list-my-work";

export const GET = withAuth(
  { capability: "rubric:edit", response: ZGetMyWorkResponse },
  async ({ user, access }) => listMyWork({ projectId: access.project.id, userId: user.id }),
);
