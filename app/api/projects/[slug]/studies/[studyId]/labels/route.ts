import { readJson } from "@/lib/api/read-json";
import { withStudy } from "@/lib/api/with-study";
import { ZSubmitStudyLabel } from "@/lib/studies/schemas";
import { ZSubmitStudyLabelResponse } from "@/lib/studies/studies-api.types";
import { submitStudyLabel } from "@/lib/studies/submit-study-label";

export const POST = withStudy(
  { need: "rate", response: ZSubmitStudyLabelResponse },
  async ({ req, user, access }) => {
    const input = ZSubmitStudyLabel.parse(await readJson(req));
    return submitStudyLabel({
      study: access.study,
      raterId: user.id,
      position: access.position!,
      input,
    });
  },
);
