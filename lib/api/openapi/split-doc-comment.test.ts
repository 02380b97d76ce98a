import { describe, expect, it } from "vitest";
import { splitDocComment } from "./split-doc-comment";

describe("splitDocComment", () => {
  it("keeps a one-sentence comment as the summary", () => {
    expect(splitDocComment({ text: "A run's header and live progress (no labels)." })).toEqual({
      summary: "A run's header and live progress (no labels).",
    });
    expect(splitDocComment({ text: undefined })).toEqual({});
  });

  it("summarises with the first sentence or the part before a colon, outside parentheses", () => {
    const text = "Deactivate (sessions end at once, no sign-in; labels stay) or reactivate a user.";
    expect(splitDocComment({ text })).toEqual({ summary: text });
    const run = "One page of rows: `?limit=` (1–500, default 50). More.";
    expect(splitDocComment({ text: run })).toEqual({
      summary: "One page of rows",
      description: run,
    });
    const two = "Cancels a run. The batch worker is woken.";
    expect(splitDocComment({ text: two })).toEqual({ summary: "Cancels a run.", description: two });
  });
});
