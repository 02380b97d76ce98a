import { describe, expect, it } from "vitest";
import { loadPrompt } from "@/lib/prompts/load-prompt";
import { buildFewShotExample } from "./build-few-shot-example";
import { redactFewShotPrompt } from "./redact-few-shot-prompt";
import { renderFewShotSection } from "./render-few-shot-section";
import { FEW_SHOT_DIFF_LIMIT, FEW_SHOT_PROMPT } from "./schemas-few-shot";

const example = (n: number, label: "VALID" | "INVALID") =>
  buildFewShotExample({
    bug: { externalId: `B-${n}`, title: n === 1 ? "Crash" : null },
    patch: { externalId: `B-${n}-p1`, diff: `--- a/x\n+++ b/x\n+line ${n}\n` },
    label,
    source: "adjudicated",
    notes: `Secret reason ${n}.`,
    raters: [],
  });
const examples = [example(1, "INVALID"), example(2, "VALID"), example(3, "INVALID")];
const section = renderFewShotSection({
  template: loadPrompt({ name: FEW_SHOT_PROMPT }).body,
  stored: { prompt: FEW_SHOT_PROMPT, diffLimit: FEW_SHOT_DIFF_LIMIT, examples },
});

describe("redactFewShotPrompt", () => {
  it("replaces exactly the hidden examples (the last one too), wherever the section is", () => {
    for (const prompt of [
      { system: `Judge.\n\n${section}`, user: "<candidate_patch>x</candidate_patch>" },
      { system: null, user: `${section}\n\nThe bug…` },
    ]) {
      const out = redactFewShotPrompt({ prompt, examples, hidden: new Set([0, 2]) })!;
      const text = `${out.system ?? ""}\n${out.user}`;
      expect(text).not.toMatch(/Secret reason [13]|B-1|B-3/);
      expect(text).toContain("### Example 1: hidden");
      expect(text).toContain("### Example 3: hidden");
      expect(text).toContain("### Example 2: bug B-2, patch B-2-p1");
      expect(text).toContain("Secret reason 2.");
    }
  });

  it("answers null (withhold) when a hidden example is not in the prompt verbatim", () => {
    const prompt = { system: section.replace("Secret reason 3.", "Secret reason 3!"), user: "u" };
    expect(redactFewShotPrompt({ prompt, examples, hidden: new Set([2]) })).toBeNull();
    expect(redactFewShotPrompt({ prompt, examples, hidden: new Set([5]) })).toBeNull();
    expect(redactFewShotPrompt({ prompt, examples, hidden: new Set([0]) })).not.toBeNull();
  });
});
