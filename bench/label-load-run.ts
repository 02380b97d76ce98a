// The HTTP side of bench/label-load.ts: `next start` on one engine's database, the raters'
// sign-in, and the load itself (autocannon; every response's latency is recorded here, so the
// percentiles are exact).
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { ROOT } from "@/scripts/runtime-env.mjs";
import { PASSWORD } from "./label-load-setup";

export const HOST = "127.0.0.1";

// ---------------------------------------------------------------- server

export type TNextServer = {
  base: string;
  log: string;
  alive: () => boolean;
  ready: () => Promise<void>;
  stop: () => Promise<void>;
};
const running = new Set<ChildProcess>();

/** SIGTERM to each server's process group (it may fork); for exit handlers. */
export function killServers(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  }
  running.clear();
}

/** `next start` (the shared production build) with this engine's DATABASE_URL. */
export function startNext(options: {
  port: number;
  databaseUrl: string;
  log: string;
}): TNextServer {
  const base = `http://${HOST}:${options.port}`;
  const logStream = createWriteStream(options.log);
  const child = spawn(
    path.join(ROOT, "node_modules", ".bin", "next"),
    ["start", "-p", String(options.port), "-H", HOST],
    {
      cwd: ROOT,
      // Its own process group, so stopping it also stops anything it forks.
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        NODE_ENV: "production",
        PORT: String(options.port),
        HOST,
        APP_URL: base,
        AUTH_RATE_LIMIT_MAX: "100000",
      },
    },
  );
  running.add(child);
  child.stdout?.pipe(logStream);
  child.stderr?.pipe(logStream);
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.on("exit", (code, signal) => {
      if (!stopping)
        console.error(
          `next start exited early (code ${code}, signal ${signal}); see ${options.log}`,
        );
      running.delete(child);
      resolve();
    }),
  );
  const alive = () => running.has(child);

  async function ready(): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (!alive()) throw new Error(`next start is not running; see ${options.log}`);
      try {
        const res = await fetch(`${base}/api/auth/ok`);
        if (res.status < 500) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`next start did not answer on ${base} within 120 s; see ${options.log}`);
  }

  /** Stops the server and waits for it to exit (SIGKILL after 10 s), so the next engine starts on an idle machine. */
  async function stop(): Promise<void> {
    stopping = true;
    if (!alive()) return;
    const signal = (s: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, s);
      } catch {
        // already gone
      }
    };
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }

  return { base, log: options.log, alive, ready, stop };
}

// ---------------------------------------------------------------- load

export type TRater = { email: string; cookie: string; items: string[] };
export type TRun = {
  seconds: number;
  latencies: number[];
  non2xx: number;
  socketErrors: number;
  timeouts: number;
  sampleErrors: string[];
};

const JUSTIFICATIONS = [
  "The patch changes the return value as the report asks.",
  "The fix returns the wrong value for negative input; it only makes the test pass.",
];

/**
 * The load against one server. Each rater cycles over their own items from the first one,
 * so both engines receive the same sequence of labels.
 */
export function createLoad(target: { base: string; slug: string; campaignId: string }) {
  const { base } = target;
  const itemUrl = (assignmentId: string) =>
    `/api/projects/${target.slug}/campaigns/${target.campaignId}/items/${assignmentId}/rating`;
  const cursors = new Map<string, number>();

  async function signIn(emails: string[]): Promise<TRater[]> {
    const out: TRater[] = [];
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: base,
          "x-forwarded-for": `192.0.2.${i + 1}`,
        },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (res.status !== 200)
        throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .join("; ");
      if (!cookie.includes("session_token"))
        throw new Error(`sign-in of ${email} set no session cookie`);
      const q = await fetch(
        `${base}/api/projects/${target.slug}/campaigns/${target.campaignId}/queue`,
        { headers: { cookie } },
      );
      if (q.status !== 200)
        throw new Error(`queue of ${email} answered ${q.status}: ${await q.text()}`);
      const queue = (await q.json()) as { items: { assignmentId: string }[] };
      if (queue.items.length === 0) throw new Error(`${email} has an empty queue`);
      out.push({ email, cookie, items: queue.items.map((it) => it.assignmentId) });
    }
    return out;
  }

  /** Latency of single PUTs sent one after another on one keep-alive connection: the cost of a request with no queue. */
  async function unloaded(rater: TRater, count: number): Promise<{ p50: number; p95: number }> {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const times: number[] = [];
    try {
      for (let i = 0; i < count; i++) {
        const body = JSON.stringify({
          label: i % 2 === 0 ? "VALID" : "INVALID",
          justification: JUSTIFICATIONS[i % 2],
          checklist: [],
          timeSpentMs: 1234,
        });
        const started = performance.now();
        const status = await new Promise<number>((resolve, reject) => {
          const req = http.request(
            base + itemUrl(rater.items[i % rater.items.length]!),
            {
              method: "PUT",
              agent,
              headers: {
                "content-type": "application/json",
                "content-length": Buffer.byteLength(body),
                cookie: rater.cookie,
                origin: base,
              },
            },
            (res) => {
              res.resume();
              res.on("end", () => resolve(res.statusCode ?? 0));
            },
          );
          req.on("error", reject);
          req.end(body);
        });
        times.push(performance.now() - started);
        if (status !== 200) throw new Error(`unloaded PUT answered ${status}`);
      }
    } finally {
      agent.destroy();
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.max(0, Math.ceil((p / 100) * times.length) - 1)]!;
    return { p50: at(50), p95: at(95) };
  }

  /**
   * The paced run: one autocannon instance per rater (one connection, `rate` requests/s),
   * started at evenly staggered offsets. Starting all 50 timers together would make every
   * rater submit in the same millisecond each second: a synchronized burst no team produces.
   */
  async function paced(raters: TRater[], seconds: number, rate: number): Promise<TRun> {
    const gap = 1000 / (raters.length * rate);
    const started = performance.now();
    const runs = await Promise.all(
      raters.map(async (r, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * gap));
        return closedLoop([r], seconds, rate);
      }),
    );
    const sum = (k: "non2xx" | "socketErrors" | "timeouts") => runs.reduce((n, r) => n + r[k], 0);
    return {
      seconds: (performance.now() - started) / 1000,
      latencies: runs.flatMap((r) => r.latencies),
      non2xx: sum("non2xx"),
      socketErrors: sum("socketErrors"),
      timeouts: sum("timeouts"),
      sampleErrors: runs.flatMap((r) => r.sampleErrors).slice(0, 3),
    };
  }

  /** One autocannon run: connection i is rater i, cycling over that rater's items (at most `connectionRate` requests/s each when given). */
  function closedLoop(raters: TRater[], seconds: number, connectionRate?: number): Promise<TRun> {
    const latencies: number[] = [];
    const sampleErrors: string[] = [];
    let non2xx = 0;
    let socketErrors = 0;
    let next = 0;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: base,
          connections: raters.length,
          duration: seconds,
          ...(connectionRate ? { connectionRate } : {}),
          timeout: 10,
          setupClient(client) {
            const rater = raters[next++ % raters.length]!;
            client.setRequests([
              {
                method: "PUT",
                headers: { "content-type": "application/json", cookie: rater.cookie, origin: base },
                setupRequest(req) {
                  const n = cursors.get(rater.email) ?? 0;
                  cursors.set(rater.email, n + 1);
                  const label = Math.floor(n / rater.items.length) % 2 === 0 ? "VALID" : "INVALID";
                  const body = JSON.stringify({
                    label,
                    justification: JUSTIFICATIONS[label === "VALID" ? 0 : 1],
                    checklist: [],
                    timeSpentMs: 1234,
                  });
                  return { ...req, path: itemUrl(rater.items[n % rater.items.length]!), body };
                },
                onResponse(status, resBody) {
                  if ((status < 200 || status > 299) && sampleErrors.length < 3)
                    sampleErrors.push(`${status} ${resBody}`);
                },
              },
            ]);
          },
        },
        (err, result) => {
          if (err) return reject(err);
          resolve({
            seconds: (performance.now() - started) / 1000,
            latencies,
            non2xx,
            socketErrors: socketErrors - result.timeouts,
            timeouts: result.timeouts,
            sampleErrors,
          });
        },
      );
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (statusCode < 200 || statusCode > 299) non2xx++;
      });
      // Connection errors and timeouts both arrive here; timeouts are split out from the result.
      instance.on("reqError", (error) => {
        socketErrors++;
        if (sampleErrors.length < 3) sampleErrors.push(String(error));
      });
    });
  }

  return { signIn, unloaded, paced, closedLoop };
}
