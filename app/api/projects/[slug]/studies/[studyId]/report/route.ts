import { withStudy } from "@/lib/api/with-study";
import { loadStudyReport } from "@/lib/studies/load-study-report";
import { ZStudyReport } from "@/lib/studies/studies-api.types";

/** Tables 1-3: leads at any time (with rater names); the study's raters once it is closed. */
export const GET = withStudy({ need: "report", response: ZStudyReport }, async ({ access }) =>
  loadStudyReport({ studyId: access.study.id, names: access.isManager }),
);
