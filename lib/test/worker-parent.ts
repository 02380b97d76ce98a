// A stand-in for the web server in JUDGE_WORKER=process mode (worker-process.test.ts): starts the
// worker child process, prints its pid once it judges, then waits to be killed.
import { spawnWorkerProcess } from "@/lib/judge/worker/spawn-worker-process";

const worker = spawnWorkerProcess();
await worker.ready;
console.log(`WORKER_PID ${worker.pid()}`);
setInterval(() => {}, 60_000);
