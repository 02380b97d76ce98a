import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startMockLlmServer } from "@/scripts/mock-llm-server.mjs";
import { expect, test } from "./fixtures";
import { E2E_DATABASE_URL, E2E_PORT } from "./e2e-env";
import type { TJudgeExportRow } from "@/lib/judge/results/schemas-export";

// The fault record: kill -9 of a whole server (its process group: next start and its judge
// worker child process, JUDGE_WORKER=process, or the worker inside it with inline) in the middle
// of a run against an LLM that fails 20 % of calls, then a restart. A second `next start` of the
// same build on its own port and database, so the suite's server and worker take no part.
const PORT = E2E_PORT + 7;
const URL_ = `http://127.0.0.1:${PORT}`;
const PASSWORD = "kill-test-password-7";
const ROOT = path.resolve(".");

/** kill -9 of a server's whole process group (the server and every process it started). */
function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Its own database beside the suite's: a SQLite file, or another database on the PostgreSQL server. */
function killDatabaseUrl(): string {
  if (!E2E_DATABASE_URL.startsWith("file:"))
    return Object.assign(new URL(E2E_DATABASE_URL), {
      pathname: "/rubricate_server_kill",
    }).toString();
  const file = path.join(path.dirname(E2E_DATABASE_URL.slice("file:".length)), "server-kill.db");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  return `file:${file}`;
}

test("kill -9 of the server mid-run under 20 % LLM faults: after a restart every job ends once, every failure explained", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const llm = await startMockLlmServer({ port: 0, latencyMs: 150, errorRate: 0.2, seed: 11 });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: killDatabaseUrl(),
    AUTH_SECRET: "k".repeat(48),
    APP_URL: URL_,
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: llm.url,
    LLM_MODEL: "mock-kill",
    // The mock's timeout fault holds a call 30 s: give up after 1.5 s. A dead server's jobs return after 3 s.
    LLM_TIMEOUT_MS: "1500",
    JUDGE_LEASE_MS: "3000",
    JUDGE_POLL_MS: "200",
  };
  const slug = `kill-${Date.now().toString(36)}`;
  const cli = (...args: string[]) => {
    const res = spawnSync(process.execPath, [path.join(ROOT, "bin/rubricate.mjs"), ...args], {
      encoding: "utf8",
      env,
    });
    expect(res.status, `rubricate ${args.join(" ")}\n${res.stderr}`).toBe(0);
    return res.stdout.trim();
  };
  cli("project", "create", "--slug", slug, "--name", "Server kill");
  cli("import", "lib/demo/data/bugs.jsonl", "--project", slug);
  cli("import", "lib/demo/data/patches.jsonl", "--project", slug);
  const email = `lead-${slug}@e2e.test`;
  cli(
    "user",
    "create",
    "--email",
    email,
    "--password",
    PASSWORD,
    "--role",
    "lead",
    "--project",
    slug,
  );
  cli(
    "judge-config",
    "create",
    "--project",
    slug,
    "--name",
    "faulty",
    "--provider",
    "openai-compatible",
    "--model",
    "mock-kill",
    "--reference",
    "report_only",
    "--samples",
    "2",
    "--temperature",
    "0.7",
  );
  const runId = cli(
    "judge",
    "--project",
    slug,
    "--config",
    "faulty",
    "--concurrency",
    "6",
    "--detach",
  );

  const servers: ChildProcess[] = [];
  const startServer = async () => {
    const child = spawn(
      path.join(ROOT, "node_modules/.bin/next"),
      ["start", "-p", String(PORT), "-H", "127.0.0.1"],
      // Its own process group, so kill -9 reaches the worker child process at the same moment.
      { cwd: ROOT, env, stdio: "ignore", detached: true },
    );
    servers.push(child);
    await expect
      .poll(async () => (await fetch(`${URL_}/login`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBe(200);
    return child;
  };
  try {
    const first = await startServer();
    const signIn = async () => {
      const res = await page.request.post(`${URL_}/api/auth/sign-in/email`, {
        data: { email, password: PASSWORD },
        headers: { origin: URL_ },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    await signIn();
    const view = async () =>
      (await (await page.request.get(`${URL_}/api/projects/${slug}/judge/runs/${runId}`)).json())
        .run;

    // Kill it while it holds jobs, a few results in.
    await expect
      .poll(
        async () => {
          const v = await view();
          return v.counts.done >= 8 && v.counts.running > 0;
        },
        { timeout: 90_000, intervals: [50] },
      )
      .toBe(true);
    const before = await view();
    const exited = new Promise((r) => first.once("exit", r));
    killGroup(first);
    await exited;
    expect(before.counts.done + before.counts.failed).toBeLessThan(before.total);

    await startServer();
    // Sessions live in the database: the same sign-in still works after the restart.
    await page.goto(`${URL_}/projects/${slug}/judge/runs/${runId}`);
    await expect(page.getByTestId("run-status")).toHaveAttribute(
      "data-status",
      /^completed(_with_failures)?$/,
      { timeout: 120_000 },
    );

    const run = await view();
    expect(run.counts.pending + run.counts.running).toBe(0);
    expect(run.counts.done + run.counts.failed).toBe(run.total);
    expect(run.status).toBe(run.counts.failed > 0 ? "completed_with_failures" : "completed");
    const exported = await (
      await page.request.get(`${URL_}/api/projects/${slug}/judge/runs/${runId}/export?format=jsonl`)
    ).text();
    const rows = exported
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as TJudgeExportRow);
    expect(rows).toHaveLength(run.total / 2);
    for (const row of rows) {
      // Exactly one result per (patch, sample) that succeeded, none twice.
      expect(new Set(row.samples.map((s) => s.sample)).size).toBe(row.samples.length);
      if (row.status === "failed")
        expect(row.error, `${row.patchId} failed without a reason`).toMatch(/\w/);
      else expect(row.samples).toHaveLength(2);
    }
    expect(rows.reduce((n, r) => n + r.samples.length, 0)).toBe(run.counts.done);
    // The faults happened and were retried.
    const f = llm.stats.faults;
    expect(f.rateLimit + f.serverError + f.malformed + f.timeout).toBeGreaterThan(0);
  } finally {
    for (const s of servers) killGroup(s);
    await llm.close();
  }
});
