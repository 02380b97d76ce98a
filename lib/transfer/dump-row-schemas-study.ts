import { ZStudyLabel, ZStudyPhase, ZStudySetting } from "@/lib/studies/schemas";
import { date, daten, int, row, s, sn } from "./dump-row-fields";

/** The preliminary-study tables of DUMP_ROW_SCHEMAS (dump-row-schemas.ts). */
export const STUDY_DUMP_ROW_SCHEMAS = {
  Study: row({
    id: s,
    projectId: s,
    name: s,
    phase: ZStudyPhase,
    labellingAt: daten,
    closedAt: daten,
    createdById: sn,
    createdAt: date,
    updatedAt: date,
  }),
  StudyRater: row({ id: s, studyId: s, userId: s, position: int }),
  StudyPatch: row({ id: s, studyId: s, patchId: s, position: int }),
  StudyRubric: row({
    id: s,
    studyId: s,
    bugId: s,
    authorId: s,
    content: s,
    submittedAt: daten,
    createdAt: date,
    updatedAt: date,
  }),
  StudyLabel: row({
    id: s,
    studyId: s,
    patchId: s,
    raterId: s,
    setting: ZStudySetting,
    rubricAuthorId: s,
    label: ZStudyLabel,
    justification: s,
    createdAt: date,
  }),
};
