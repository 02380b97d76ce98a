import { renderFewShotExample } from "./render-few-shot-example";
import type { TFewShotExample } from "./schemas-few-shot";

type TPrompt = { system: string | null; user: string };

/**
 * A logged judge prompt with some of its few-shot examples replaced by a notice (pure): each
 * example of `hidden` (indexes into `examples`, the configuration's stored examples the prompt was
 * rendered from) is found by its exact rendering (renderFewShotExample) in the system or user
 * message and replaced, header, diff, label and reason. Null when an example to hide is not found
 * verbatim: the caller must then withhold the whole prompt rather than show it.
 */
export function redactFewShotPrompt(options: {
  prompt: TPrompt;
  examples: readonly TFewShotExample[];
  hidden: ReadonlySet<number>;
}): TPrompt | null {
  const { examples, hidden } = options;
  let { system, user } = options.prompt;
  for (const index of [...hidden].sort((a, b) => a - b)) {
    const example = examples[index];
    if (!example) return null;
    const block = renderFewShotExample({ example, index }).trimEnd();
    const notice = [
      `### Example ${index + 1}: hidden`,
      "",
      "(A patch you are still labelling in a campaign: this example, its reviewers' label and reason are not shown until that campaign's reveal.)",
    ].join("\n");
    const inSystem = system !== null && system.includes(block);
    const inUser = user.includes(block);
    if (!inSystem && !inUser) return null;
    if (system !== null) system = system.split(block).join(notice);
    user = user.split(block).join(notice);
  }
  return { system, user };
}
