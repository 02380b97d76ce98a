import { withStudy } from "@/lib/api/with-study";
import { changeStudyPhase } from "@/lib/studies/change-study-phase";
import { getStudyOverview } from "@/lib/studies/get-study-overview";
import { ZChangeStudyPhase } from "@/lib/studies/schemas";
import { ZChangeStudyPhaseResponse, ZGetStudyResponse } from "@/lib/studies/studies-api.types";

export const GET = withStudy({ need: "manage", response: ZGetStudyResponse }, async ({ access }) =>
  getStudyOverview({
    studyId: access.study.id,
    blind: access.isRater && access.study.phase !== "closed",
  }),
);

export const PATCH = withStudy(
  { need: "manage", body: ZChangeStudyPhase, response: ZChangeStudyPhaseResponse },
  async ({ user, access, body: input }) => {
    return changeStudyPhase({ studyId: access.study.id, actorId: user.id, input });
  },
);
