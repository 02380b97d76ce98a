import { findBlindedPatchRefs } from "@/lib/tuning/find-blinded-patch-refs";
import { redactFewShotPrompt } from "@/lib/tuning/redact-few-shot-prompt";
import { ZFewShotExamples, type TFewShotExamples } from "@/lib/tuning/schemas-few-shot";
import { parseStoredPrompt } from "@/lib/llm/parse-stored-prompt";

const WITHHELD =
  "The prompt carries few-shot examples labelled by reviewers, among them a patch you are still labelling in a campaign; it is shown once that campaign's reveal opens.";
const UNREADABLE =
  "The prompt carries few-shot examples that could not be checked against the patches you are still labelling; it is not shown.";

function parseFewShot(text: string): TFewShotExamples | null {
  try {
    const parsed = ZFewShotExamples.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The judge's prompt exactly as sent (a logged call's `prompt`), as this viewer may read it: a
 * few-shot tuned configuration's examples carry the reviewers' label and reason of other patches,
 * so each example on a patch the viewer is still labelling somewhere is replaced by a notice
 * (redactFewShotPrompt; `hiddenExamples` counts them). When that cannot be done exactly (the
 * example is not found verbatim, the stored examples cannot be read) the prompt is withheld:
 * null with `withheld` saying why. `fewShot` is the run's configuration's (every call of a run
 * carries the same section; a cached answer's call had byte-identical messages).
 */
export async function readPromptAsSent(options: {
  projectId: string;
  viewerId: string | null;
  prompt: string;
  fewShot: string | null;
}): Promise<{
  prompt: { system: string | null; user: string; hiddenExamples: number } | null;
  withheld: string | null;
}> {
  const { projectId, viewerId, fewShot } = options;
  const prompt = parseStoredPrompt({ prompt: options.prompt });
  if (!fewShot || viewerId === null)
    return { prompt: { ...prompt, hiddenExamples: 0 }, withheld: null };
  const stored = parseFewShot(fewShot);
  if (!stored) return { prompt: null, withheld: UNREADABLE };
  const hidden = await findBlindedPatchRefs({ projectId, userId: viewerId, refs: stored.examples });
  if (hidden.size === 0) return { prompt: { ...prompt, hiddenExamples: 0 }, withheld: null };
  const redacted = redactFewShotPrompt({ prompt, examples: stored.examples, hidden });
  if (!redacted) return { prompt: null, withheld: WITHHELD };
  return { prompt: { ...redacted, hiddenExamples: hidden.size }, withheld: null };
}
