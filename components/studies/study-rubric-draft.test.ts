import { describe, expect, it } from "vitest";
import { startStudyRubric, studyRubricDraftCheck, studyRubricDraftKey } from "./study-rubric-draft";

describe("startStudyRubric", () => {
  it("restores the browser's draft over the server's copy, which it differs from", () => {
    expect(startStudyRubric({ stored: { text: "mine" }, saved: "", locked: false })).toEqual({
      value: { text: "mine" },
      restored: true,
    });
    expect(startStudyRubric({ stored: { text: "" }, saved: "old", locked: false })).toEqual({
      value: { text: "" },
      restored: true,
    });
  });

  it("starts from the server's copy without a draft, with one equal to it, or once final", () => {
    expect(startStudyRubric({ stored: null, saved: "old", locked: false })).toEqual({
      value: { text: "old" },
      restored: false,
    });
    expect(startStudyRubric({ stored: { text: "old" }, saved: "old", locked: false })).toEqual({
      value: { text: "old" },
      restored: false,
    });
    expect(startStudyRubric({ stored: { text: "mine" }, saved: "final", locked: true })).toEqual({
      value: { text: "final" },
      restored: false,
    });
  });
});

describe("studyRubricDraftKey and studyRubricDraftCheck", () => {
  it("keys a draft by rater, study and bug, and reads back only its own shape", () => {
    const key = studyRubricDraftKey({ owner: "u1", studyId: "s1", bugId: "tinyjson-17" });
    expect(key).toBe("rubricate:study-rubric:u1:s1:tinyjson-17");
    expect(key).not.toBe(studyRubricDraftKey({ owner: "u2", studyId: "s1", bugId: "tinyjson-17" }));
    expect(studyRubricDraftCheck.safeParse({ text: "x" })).toEqual({
      success: true,
      data: { text: "x" },
    });
    expect(studyRubricDraftCheck.safeParse("x").success).toBe(false);
  });
});
