import { spawnWorkerProcess, type TWorkerProcess } from "./spawn-worker-process";

/**
 * The server's worker processes (JUDGE_WORKER=process): `count` children sharing the judge
 * queue, `concurrency` calls in flight split evenly among them (so a run's slots are not all
 * held by the child that happened to claim first), the first also running the provider-batch
 * worker. `wake` wakes them all; `ready` once every child has started; `pid` is the first's, `pids` all.
 */
export function spawnWorkerProcesses(options: {
  count: number;
  concurrency: number;
  root?: string;
}): TWorkerProcess & { pids: () => (number | null)[] } {
  const { count, concurrency, root } = options;
  const children =
    count <= 1
      ? [spawnWorkerProcess({ root })]
      : Array.from({ length: count }, (_, i) =>
          spawnWorkerProcess({
            root,
            concurrency: Math.ceil(concurrency / count),
            batches: i === 0,
          }),
        );
  return {
    pids: () => children.map((c) => c.pid()),
    wake: () => children.forEach((c) => c.wake()),
    stop: () => children.forEach((c) => c.stop()),
    ready: Promise.all(children.map((c) => c.ready)).then(() => undefined),
    pid: () => children[0]!.pid(),
  };
}
