import { withAuth } from "@/lib/api/with-auth";
import { createStudy } from "@/lib/studies/create-study";
import { listStudies } from "@/lib/studies/list-studies";
import { ZCreateStudy } from "@/lib/studies/schemas";
import { ZCreateStudyResponse, ZGetStudiesResponse } from "@/lib/studies/studies-api.types";

export const GET = withAuth(
  { capability: "campaign:manage", response: ZGetStudiesResponse },
  async ({ access }) => ({ studies: await listStudies({ projectId: access.project.id }) }),
);

export const POST = withAuth(
  { capability: "campaign:manage", body: ZCreateStudy, response: ZCreateStudyResponse },
  async ({ user, access, body: input }) => {
    return createStudy({ projectId: access.project.id, actorId: user.id, input });
  },
);
