// Page JavaScript weight (issue 30): the rater's labelling page and the lead's agreement
// dashboard, each opened in Chromium (/usr/bin/chromium) with the cache disabled; the weight is
// the sum of the gzipped bytes of every script the page loads (each script's body gzipped here at
// level 6, what `next start` sends, so the number does not depend on the server compressing).
// The production app is served by scripts/start.mjs (build if needed, migrate, seed the demo).
// Data: the demo (npm start's seed), a labelling campaign for its three raters (CLI), and a
// similarity-baseline judge run on the pilot campaign (CLI), so the dashboard shows every section.
// `--before <git ref>` also measures that commit in the same run (a clone under bench/.data with
// this checkout's node_modules hard-linked), on the same database, before this checkout.
// Run: npm run bench:page-weight [-- --before <ref> [--before-dir <checkout>]]
// (writes the "Page JavaScript weight" section of bench/RESULTS.md)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { chromium, type Browser, type Response } from "@playwright/test";
import { writeResult } from "./write-result";

const ROOT = path.resolve(".");
const DATA = path.join(ROOT, "bench", ".data");
const DB = path.join(DATA, "page-weight.db");
const PORT = Number(process.env.BENCH_PORT ?? 3470);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGETS = { rate: 200, agreement: 250 } as const;
const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const beforeRef = option("--before");
/** An existing checkout of --before (built or not) instead of a fresh clone. */
const beforeDir = option("--before-dir");
const env = {
  ...process.env,
  DATABASE_URL: `file:${DB}`,
  AUTH_SECRET: "page-weight-bench-secret-".padEnd(48, "x"),
  PORT: String(PORT),
  HOST: "127.0.0.1",
  APP_URL: BASE,
  NEXT_TELEMETRY_DISABLED: "1",
};

type TScript = { url: string; raw: number; gzip: number };
type TPage = {
  name: keyof typeof TARGETS;
  url: string;
  scripts: TScript[];
  total: number;
  /** Scripts loaded later, once the page was scrolled to its end (code loaded on demand). */
  scrolled: number;
};

function run(cmd: string, args: string[], cwd = ROOT): string {
  const res = spawnSync(cmd, args, { cwd, env, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: ${res.stderr}${res.stdout}`);
  return res.stdout;
}
const cli = (...args: string[]) =>
  run(process.execPath, [path.join(ROOT, "bin/rubricate.mjs"), ...args]);

/** A clone of `ref` next to the bench's data, sharing this checkout's installed packages. */
function checkout(ref: string): string {
  const sha = run("git", ["rev-parse", ref]).trim();
  if (beforeDir) {
    const head = run("git", ["rev-parse", "HEAD"], beforeDir).trim();
    if (head !== sha) throw new Error(`${beforeDir} is at ${head}, not ${ref} (${sha}).`);
    return path.resolve(beforeDir);
  }
  const dir = path.join(DATA, `page-weight-${sha.slice(0, 10)}`);
  if (!existsSync(path.join(dir, "package.json"))) {
    rmSync(dir, { recursive: true, force: true });
    run("git", ["clone", "-q", "--no-checkout", ROOT, dir]);
    run("git", ["checkout", "-q", sha], dir);
    run("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
    run("cp", ["-r", path.join(ROOT, "generated"), path.join(dir, "generated")]);
  }
  return dir;
}

/** `npm start` of `dir` on PORT; resolves once /login answers. */
async function serve(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout!.on("data", (c) => (log += c));
  child.stderr!.on("data", (c) => (log += c));
  const deadline = Date.now() + 20 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited in ${dir}:\n${log}`);
    const ok = await fetch(`${BASE}/login`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start did not serve within 20 minutes:\n${log}`);
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid!, "SIGTERM");
  await exited;
}

/** The campaign the bench's raters label, and the baseline run the dashboard compares. */
function setUpData(): { campaignId: string } {
  const created = cli(
    "campaign",
    "create",
    "--project",
    "demo",
    "--name",
    "Page weight",
    "--selection",
    "all",
    "--raters",
    "rater1@demo.rubricate,rater2@demo.rubricate,rater3@demo.rubricate",
    "--allow-unsure",
  );
  const campaignId = /Created campaign (\S+):/.exec(created)![1]!;
  const db = new Database(DB, { readonly: true });
  const pilot = db.prepare("SELECT id FROM Campaign WHERE name LIKE 'Pilot study%'").get() as {
    id: string;
  };
  db.close();
  const pilotId = pilot.id;
  cli("judge", "--project", "demo", "--config", "Similarity baseline", "--campaign", pilotId);
  return { campaignId };
}

async function measure(
  browser: Browser,
  name: TPage["name"],
  email: string,
  url: string,
  ready: string,
): Promise<TPage> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 950 } });
  const signIn = await context.request.post(`${BASE}/api/auth/sign-in/email`, {
    data: { email, password: "rubricate-demo" },
    headers: { origin: BASE },
  });
  if (!signIn.ok()) throw new Error(`sign-in of ${email}: ${signIn.status()}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const responses: Response[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") responses.push(r);
  });
  await page.goto(`${BASE}${url}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const loaded = responses.length;
  const scripts: TScript[] = [];
  for (const r of responses) {
    const body = await r.body();
    scripts.push({
      url: new URL(r.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
    });
  }
  // Not part of the weight: what loads on demand once the reader scrolls to the end (the charts).
  for (let y = 0; y < 40; y++) {
    const bottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
    await page.waitForLoadState("networkidle");
    if (bottom) break;
  }
  // Every pass@k chart drawn (its code fetched and run), whatever loaded it.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("figure[data-testid^=pass-at-k-]")].every((f) =>
        f.querySelector("svg.recharts-surface"),
      ),
    undefined,
    { timeout: 60_000 },
  );
  let scrolled = 0;
  for (const r of responses.slice(loaded))
    scrolled += gzipSync(await r.body(), { level: 6 }).length;
  // BENCH_SHOTS=<dir>: a screenshot of each measured page, to look at what was loaded.
  if (process.env.BENCH_SHOTS)
    await page.screenshot({ path: path.join(process.env.BENCH_SHOTS, `${shotTag}-${name}.png`) });
  await context.close();
  scripts.sort((a, b) => b.gzip - a.gzip);
  return { name, url, scripts, total: scripts.reduce((s, x) => s + x.gzip, 0), scrolled };
}

let shotTag = "app";
async function measureApp(dir: string, campaignId: () => string): Promise<TPage[]> {
  shotTag = path.basename(dir);
  const server = await serve(dir);
  try {
    const id = campaignId();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
    try {
      return [
        await measure(
          browser,
          "rate",
          "rater1@demo.rubricate",
          `/projects/demo/campaigns/${id}/rate`,
          "label:has-text('Justification')",
        ),
        await measure(
          browser,
          "agreement",
          "lead@demo.rubricate",
          "/projects/demo/agreement",
          "[data-testid=kpi-alpha]",
        ),
      ];
    } finally {
      await browser.close();
    }
  } finally {
    await stop(server);
  }
}

const kb = (n: number) => (n / 1000).toFixed(1);
const head = run("git", ["log", "-1", "--format=%h %s"]).trim();
mkdirSync(DATA, { recursive: true });
for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(DB + suffix, { force: true });

let campaign: string | undefined;
const once = () => (campaign ??= setUpData().campaignId);
const runs: { label: string; pages: TPage[] }[] = [];
if (beforeRef) {
  const dir = checkout(beforeRef);
  const label = `before (${run("git", ["log", "-1", "--format=%h", beforeRef]).trim()})`;
  runs.push({ label, pages: await measureApp(dir, once) });
}
if (!argv.includes("--no-current"))
  runs.push({
    label: `this checkout (${head.split(" ")[0]})`,
    pages: await measureApp(ROOT, once),
  });

const names = { rate: "rater labelling page", agreement: "agreement dashboard" } as const;
const rows = (Object.keys(TARGETS) as TPage["name"][]).map((n) => {
  const cells = runs.map((r) => {
    const p = r.pages.find((x) => x.name === n)!;
    const later = p.scrolled ? `; + ${kb(p.scrolled)} KB on scrolling to the end` : "";
    return `${kb(p.total)} KB (${p.scripts.length} scripts${later})`;
  });
  const last = runs.at(-1)!.pages.find((x) => x.name === n)!;
  const verdict = last.total <= TARGETS[n] * 1000 ? "met" : "NOT met";
  return `| ${names[n]} | ${cells.join(" | ")} | ≤ ${TARGETS[n]} KB: ${verdict} |`;
});
const details = runs
  .map((r) =>
    r.pages
      .map(
        (p) =>
          `- ${r.label}, ${names[p.name]} (\`${p.url.replace(/campaigns\/[^/]+/, "campaigns/<id>")}\`): ` +
          p.scripts
            .slice(0, 8)
            .map((s) => `${path.basename(s.url)} ${kb(s.gzip)}`)
            .join(", ") +
          (p.scripts.length > 8 ? `, … ${p.scripts.length - 8} more` : ""),
      )
      .join("\n"),
  )
  .join("\n");
const body = [
  "Chromium (/usr/bin/chromium), cache disabled (CDP `Network.setCacheDisabled`), a fresh browser context per page, signed in through the API (rater1 for the labelling page, lead for the dashboard); the page is loaded until its content shows (the Justification field; the α tile) and the network is idle. Weight = sum over every response of type script of its body gzipped at level 6 (what `next start` sends). Then the page is scrolled to its end, a screen at a time, and what loads on demand is shown separately (not part of the weight). Production build (`npm start`: scripts/start.mjs) on a fresh SQLite database: the demo seed, a labelling campaign over all 27 demo patches for the three demo raters, and a similarity-baseline judge run on the pilot campaign. KB = 1,000 bytes.",
  "",
  `| page | ${runs.map((r) => r.label).join(" | ")} | target |`,
  `|---|${runs.map(() => "---|").join("")}---|`,
  ...rows,
  "",
  "Largest scripts (gzipped KB):",
  "",
  details,
  "",
  `Machine: 2 cores, Node ${process.version}; load average (1 min) at the end ${loadavg()[0]!.toFixed(2)}.`,
].join("\n");
if (!argv.includes("--no-current"))
  writeResult({
    section: "Page JavaScript weight",
    command: `npm run bench:page-weight${beforeRef ? ` -- --before ${beforeRef}` : ""}${beforeDir ? ` --before-dir ${beforeDir}` : ""}`,
    body,
  });
console.log(body);
