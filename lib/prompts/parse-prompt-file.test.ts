import { describe, expect, it } from "vitest";
import { parsePromptFile } from "./parse-prompt-file";

const valid =
  "---\nname: rubric-draft\nversion: 1\ndescription: Drafts a rubric.\n---\n\nYou are {{role}}.\n";

describe("parsePromptFile", () => {
  it("splits the front matter from the body", () => {
    expect(parsePromptFile({ text: valid })).toEqual({
      name: "rubric-draft",
      version: "1",
      description: "Drafts a rubric.",
      body: "You are {{role}}.\n",
    });
  });

  it("accepts CRLF line endings, a BOM and keys in any order", () => {
    const text =
      "\uFEFF---\r\nversion: 2\r\ndescription: d: with colon\r\nname: x\r\n---\r\nBody\r\n";
    expect(parsePromptFile({ text })).toEqual({
      name: "x",
      version: "2",
      description: "d: with colon",
      body: "Body\n",
    });
  });

  it("rejects a file without front matter", () => {
    expect(() => parsePromptFile({ text: "Just a body" })).toThrow(/front matter/);
    expect(() => parsePromptFile({ text: "---\nname: x\n" })).toThrow(/front matter/);
  });

  it("rejects missing, unknown and repeated keys", () => {
    expect(() => parsePromptFile({ text: "---\nname: x\nversion: 1\n---\nBody" })).toThrow(
      /description/,
    );
    expect(() =>
      parsePromptFile({ text: "---\nname: x\nversion: 1\ndescription: d\nmodel: y\n---\nBody" }),
    ).toThrow("Unknown front matter key: model");
    expect(() =>
      parsePromptFile({ text: "---\nname: x\nname: y\nversion: 1\ndescription: d\n---\nBody" }),
    ).toThrow("Repeated front matter key: name");
    expect(() => parsePromptFile({ text: "---\nname x\n---\nBody" })).toThrow(/not "key: value"/);
  });

  it("rejects a bad name or version and an empty body", () => {
    expect(() =>
      parsePromptFile({ text: "---\nname: ../x\nversion: 1\ndescription: d\n---\nBody" }),
    ).toThrow(/name/);
    expect(() =>
      parsePromptFile({ text: "---\nname: x\nversion: one\ndescription: d\n---\nBody" }),
    ).toThrow(/version/);
    expect(() =>
      parsePromptFile({ text: "---\nname: x\nversion: 1\ndescription: d\n---\n \n" }),
    ).toThrow(/body/);
  });
});
