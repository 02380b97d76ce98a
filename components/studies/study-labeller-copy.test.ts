import { describe, expect, it } from "vitest";
import { describeStudyConflict, describeStudyEnd } from "./study-labeller-copy";

describe("the study labeller with no item to show", () => {
  it("links the report once the study is closed, finished or not", () => {
    expect(describeStudyEnd({ phase: "closed", done: true })).toEqual({
      text: "The study is closed: you labelled every patch with both rubrics. Thank you. Its report is open to you.",
      reportLink: true,
    });
    expect(describeStudyEnd({ phase: "closed", done: false })).toMatchObject({
      text: expect.stringMatching(/^The study is closed: labels are no longer taken\./),
      reportLink: true,
    });
  });

  it("tells a finished rater to wait for the lead only while the study is labelling", () => {
    expect(describeStudyEnd({ phase: "labelling", done: true })).toEqual({
      text: "Done: you have labelled every patch with both rubrics. Thank you. The lead will close the study; the report opens to you then.",
      reportLink: false,
    });
    expect(describeStudyEnd({ phase: "authoring", done: false })?.reportLink).toBe(false);
  });

  it("is nothing while there is a patch to label", () => {
    expect(describeStudyEnd({ phase: "labelling", done: false })).toBeNull();
  });
});

describe("a refused study label after the queue was read again", () => {
  const base = { sentKey: "p1:own", phase: "labelling" as const, message: "Refused." };

  it("says the patch was labelled elsewhere when the page has moved on", () => {
    expect(describeStudyConflict({ ...base, shownKey: "p2:own" })).toEqual({
      kind: "moved-on",
      text: "That patch was already labelled (in another tab); here is your next one.",
    });
    expect(describeStudyConflict({ ...base, shownKey: null })).toEqual({
      kind: "moved-on",
      text: "That patch was already labelled (in another tab); you have labelled every patch.",
    });
  });

  it("shows the refusal itself when the same patch is still next", () => {
    expect(describeStudyConflict({ ...base, shownKey: "p1:own" })).toEqual({
      kind: "refused",
      text: "Refused.",
    });
  });

  it("leaves it to the phase text once the study is no longer labelling", () => {
    expect(describeStudyConflict({ ...base, phase: "closed", shownKey: null })).toBeNull();
  });
});
