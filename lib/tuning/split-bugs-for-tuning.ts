import { AppError } from "@/lib/errors/app-error";
import { createRandom } from "@/lib/stats/create-random";

export type TBugSplit = { tuningBugIds: string[]; heldOutBugIds: string[] };

/**
 * Splits a campaign's bugs into a tuning part and a held-out part before anything is tuned.
 * Deterministic for a seed and a set of bug ids, whatever their order: ids are sorted, then
 * shuffled with the seeded generator (Fisher-Yates) and the first round(n × heldOutShare) are held
 * out. Both parts get at least one bug, so a campaign needs at least two bugs.
 */
export function splitBugsForTuning(options: {
  bugIds: readonly string[];
  seed: number;
  heldOutShare: number;
}): TBugSplit {
  const { seed, heldOutShare } = options;
  const bugIds = [...new Set(options.bugIds)].sort();
  if (bugIds.length < 2)
    throw new AppError(
      "INVALID_INPUT",
      `Tuning needs patches of at least two bugs (one to tune on, one held out); this campaign has ${bugIds.length}.`,
    );
  if (!(heldOutShare > 0 && heldOutShare < 1))
    throw new AppError(
      "INVALID_INPUT",
      `heldOutShare must be between 0 and 1, got ${heldOutShare}.`,
    );
  const random = createRandom({ seed });
  for (let i = bugIds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bugIds[i], bugIds[j]] = [bugIds[j]!, bugIds[i]!];
  }
  const heldOutCount = Math.min(
    bugIds.length - 1,
    Math.max(1, Math.round(bugIds.length * heldOutShare)),
  );
  return {
    heldOutBugIds: bugIds.slice(0, heldOutCount).sort(),
    tuningBugIds: bugIds.slice(heldOutCount).sort(),
  };
}
