import { z } from "zod";

/** Most ids one filter may list (the largest tested project). */
export const MAX_FILTER_IDS = 100_000;

const ZIds = z
  .array(z.string().trim().min(1))
  .min(1)
  .max(MAX_FILTER_IDS, `at most ${MAX_FILTER_IDS} ids`);

/** Which patches a judge run covers (`--patches FILTER` in the CLI, the run form). */
export const ZJudgePatchFilter = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  /** Patches whose bug has a golden rubric. */
  z.object({ kind: z.literal("golden") }),
  z.object({ kind: z.literal("bugTypes"), bugTypes: ZIds }),
  /** External bug ids. */
  z.object({ kind: z.literal("bugs"), bugIds: ZIds }),
  /** External patch ids. */
  z.object({ kind: z.literal("patches"), patchIds: ZIds }),
]);

export type TJudgePatchFilter = z.infer<typeof ZJudgePatchFilter>;
