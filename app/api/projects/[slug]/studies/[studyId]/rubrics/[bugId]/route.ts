import { withStudy } from "@/lib/api/with-study";
import { getStudyRubricItem } from "@/lib/studies/get-study-rubric-item";
import { saveStudyRubric } from "@/lib/studies/save-study-rubric";
import { ZSaveStudyRubric } from "@/lib/studies/schemas";
import { ZGetStudyRubricResponse, ZSaveStudyRubricResponse } from "@/lib/studies/studies-api.types";

export const GET = withStudy(
  { need: "rate", params: ["bugId"], response: ZGetStudyRubricResponse },
  async ({ user, params, access }) =>
    getStudyRubricItem({
      studyId: access.study.id,
      authorId: user.id,
      bugExternalId: params.bugId,
    }),
);

export const PUT = withStudy(
  { need: "rate", params: ["bugId"], body: ZSaveStudyRubric, response: ZSaveStudyRubricResponse },
  async ({ user, params, access, body: input }) => {
    return saveStudyRubric({
      study: access.study,
      authorId: user.id,
      bugExternalId: params.bugId,
      input,
    });
  },
);
