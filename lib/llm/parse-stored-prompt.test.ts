import { describe, expect, it } from "vitest";
import { parseStoredPrompt } from "./parse-stored-prompt";

describe("parseStoredPrompt", () => {
  it("splits a logged call into its system and user messages", () => {
    expect(
      parseStoredPrompt({
        prompt: "[system]\nYou judge.\n\n[user]\nThe bug\n\n[user]\nin a patch",
      }),
    ).toEqual({ system: "You judge.", user: "The bug\n\n[user]\nin a patch" });
  });

  it("gives a call without a system message as the user message alone", () => {
    expect(parseStoredPrompt({ prompt: "Judge this.\n[system]\nnot one" })).toEqual({
      system: null,
      user: "Judge this.\n[system]\nnot one",
    });
  });
});
