import { withStudy } from "@/lib/api/with-study";
import { getStudyQueue } from "@/lib/studies/get-study-queue";
import { ZGetStudyQueueResponse } from "@/lib/studies/studies-api.types";

export const GET = withStudy(
  { need: "rate", response: ZGetStudyQueueResponse },
  async ({ user, access }) =>
    getStudyQueue({ study: access.study, raterId: user.id, position: access.position! }),
);
