/**
 * A trigger that runs `run` once, after the I/O callbacks of the event loop's current turn
 * (setImmediate), however often it is pulled before then: work asked for by callbacks that
 * fire together (answers read in one turn, jobs ending together) is done once for all of them.
 * Pulled again once `run` has started, it runs again in a later turn.
 */
export function createTurnTrigger(options: { run: () => void }): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      options.run();
    });
  };
}
