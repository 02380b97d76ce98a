import { readJson } from "@/lib/api/read-json";
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
  { capability: "campaign:manage", response: ZCreateStudyResponse },
  async ({ req, user, access }) => {
    const input = ZCreateStudy.parse(await readJson(req));
    return createStudy({ projectId: access.project.id, actorId: user.id, input });
  },
);
