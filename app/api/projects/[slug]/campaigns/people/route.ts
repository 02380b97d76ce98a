import { withAuth } from "@/lib/api/with-auth";
import { ZGetProjectPeopleResponse } from "@/lib/campaigns/campaigns-api.types";
import { listProjectPeople } from "@/lib/campaigns/list-project-people";

/** The project's members who can join a campaign: raters (the rater role) and every member (adjudicators). */
export const GET = withAuth(
  { capability: "campaign:manage", response: ZGetProjectPeopleResponse },
  async ({ access }) => listProjectPeople({ projectId: access.project.id }),
);
