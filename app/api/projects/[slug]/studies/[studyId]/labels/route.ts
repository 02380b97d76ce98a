import { withStudy } from "@/lib/api/with-study";
import { ZSubmitStudyLabel } from "@/lib/studies/schemas";
import { ZSubmitStudyLabelResponse } from "@/lib/studies/studies-api.types";
import { submitStudyLabel } from "@/lib/studies/submit-study-label";

export const POST = withStudy(
  { need: "rate", body: ZSubmitStudyLabel, response: ZSubmitStudyLabelResponse },
  async ({ user, access, body: input }) => {
    return submitStudyLabel({
      study: access.study,
      raterId: user.id,
      position: access.position!,
      input,
    });
  },
);
