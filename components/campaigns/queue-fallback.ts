/** The rater's queue as the fallback needs it (TGetRaterQueueResponse). */
export type TFallbackQueue = {
  nextAssignmentId: string | null;
  items: { assignmentId: string; status: string }[];
};

export type TQueueFallback =
  /** The queue has not been read again since the item was found missing: wait for it. */
  | { kind: "wait" }
  /** Show this item, the rater's next unlabelled one, in place of the missing one. */
  | { kind: "go"; assignmentId: string }
  /** Nothing left to label: the page says so instead of showing an item. */
  | { kind: "none" };

/**
 * What replaces an item that is not in the rater's queue (a stale or mistyped link, or an item
 * a rebalance gave to another rater): the next unlabelled item of the queue as read after the
 * item went missing (`fresh`), never the item opened earlier, which may be labelled or gone too.
 */
export function chooseQueueFallback(options: {
  missingId: string;
  queue: TFallbackQueue | undefined;
  fresh: boolean;
}): TQueueFallback {
  const { missingId, queue, fresh } = options;
  if (!queue || !fresh) return { kind: "wait" };
  const next =
    queue.nextAssignmentId !== null && queue.nextAssignmentId !== missingId
      ? queue.nextAssignmentId
      : queue.items.find((i) => i.status === "pending" && i.assignmentId !== missingId)
          ?.assignmentId;
  return next ? { kind: "go", assignmentId: next } : { kind: "none" };
}
