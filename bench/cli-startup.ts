// The CLI's everyday paths against `node -e 0`, in the same run: `--help`, `agreement` on a
// 4-rating CSV (no database), and `dashboard` on the le2019 study (189 patches, 1,095 ratings,
// six SE-Jury runs) in a fresh SQLite database set up through the CLI itself. Each path runs
// REPEATS times, interleaved so every path sees the same machine load; the median counts.
// Run: npm run bench:cli   (writes the "CLI start-up" section of bench/RESULTS.md)
// `npm run bench:dashboard` runs bench/dashboard-cache.ts on the same database instead.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeResult } from "./write-result";

const REPEATS = Number(process.env.BENCH_REPEATS ?? 9);
const BIN = path.resolve("bin/rubricate.mjs");
const DATA = path.resolve("bench/.data");
const DB = path.join(DATA, "cli-startup.db");
const LE2019 = path.resolve(import.meta.dirname, "../../shared/data/le2019");
const le2019 = (name: string) => path.join(LE2019, name);
mkdirSync(DATA, { recursive: true });
for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(DB + suffix, { force: true });
const env = { ...process.env, DATABASE_URL: `file:${DB}`, AUTH_SECRET: "x".repeat(40) };

function cli(...args: string[]): string {
  const res = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", env });
  if (res.status !== 0)
    throw new Error(`rubricate ${args.join(" ")}: ${res.status}\n${res.stderr}${res.stdout}`);
  return res.stdout;
}

// Set-up (not timed): the le2019 project, its campaign with the 1,095 ratings, the six runs.
cli("user", "create", "--email", "lead@example.org", "--role", "admin");
cli("project", "create", "--slug", "le2019", "--name", "Le 2019");
for (const kind of ["bugs", "patches"])
  cli("import", le2019(`${kind}.jsonl`), "--project", "le2019", "--kind", kind);
const created = cli(
  "campaign",
  "create",
  "--project",
  "le2019",
  "--name",
  "Le et al. 2019",
  "--selection",
  "none",
  "--allow-unsure",
);
const campaign = /Created campaign (\S+):/.exec(created)![1]!;
cli("ratings", "import", le2019("ratings.csv"), "--project", "le2019", "--campaign", campaign);
const judged = cli(
  "judge",
  "import",
  le2019("llm-scores.jsonl"),
  "--project",
  "le2019",
  "--name",
  "SE-Jury",
  "--model",
  "gpt-4o-mini",
  "--split",
  "strategy",
  "--threshold",
  "50",
  "--dont-know",
  "50=INVALID",
  "--json",
);
const runIds = (JSON.parse(judged) as { runs: { id: string }[] }).runs.map((r) => r.id);
// The CLI has no phase command: the reveal goes through the domain, as the web app's does.
process.env.DATABASE_URL = env.DATABASE_URL;
process.env.AUTH_SECRET = env.AUTH_SECRET;
const { prisma } = await import("@/lib/db/client");
const { changeCampaignPhase } = await import("@/lib/campaigns/change-campaign-phase");
const lead = await prisma.user.findFirstOrThrow({ where: { email: "lead@example.org" } });
await changeCampaignPhase({ campaignId: campaign, actorId: lead.id, input: { phase: "reveal" } });
await prisma.$disconnect();
const ratingsCsv = path.join(DATA, "cli-startup-ratings.csv");
writeFileSync(ratingsCsv, "item,rater,label\na,r1,VALID\na,r2,VALID\nb,r1,INVALID\nb,r2,VALID\n");
const dashboardArgs = ["dashboard", "--project", "le2019", "--campaign", campaign, "--runs"];
dashboardArgs.push(runIds.join(","));
const dashboard = JSON.parse(cli(...dashboardArgs)) as { judge: unknown[] };
if (dashboard.judge.length !== 6) throw new Error(`expected 6 runs, got ${dashboard.judge.length}`);
if (process.argv[2] === "dashboard") {
  // `npm run bench:dashboard`: the dashboard's cache and export all (bench/dashboard-cache.ts).
  const { benchDashboardCache } = await import("./dashboard-cache");
  await benchDashboardCache({ bin: BIN, db: DB, env, dashboardArgs, repeats: REPEATS });
  process.exit(0);
}

// Targets (issue 30), then the same paths through tsx (RUBRICATE_CLI_TSX=1: how the CLI ran
// before its JavaScript build), then where the dashboard's time goes: loading its code and
// preparing the database (`dashboard --help`), plus Prisma's start and the queries with the
// fewest bootstrap replicates (`--replicates 100`).
const tsx = { ...env, RUBRICATE_CLI_TSX: "1" };
const paths: { name: string; argv: string[]; target?: number; env?: typeof env; note?: string }[] =
  [
    { name: "`node -e 0`", argv: ["-e", "0"] },
    { name: "`rubricate --help`", argv: [BIN, "--help"], target: 3 },
    {
      name: "`rubricate agreement` (4 ratings, CSV)",
      argv: [BIN, "agreement", ratingsCsv],
      target: 3,
    },
    { name: "`rubricate dashboard` (le2019, 6 runs)", argv: [BIN, ...dashboardArgs], target: 10 },
    {
      name: "`rubricate --help`",
      argv: [BIN, "--help"],
      env: tsx,
      note: "the fallback: main.ts through tsx",
    },
    {
      name: "`rubricate agreement` (4 ratings, CSV)",
      argv: [BIN, "agreement", ratingsCsv],
      env: tsx,
      note: "the fallback: main.ts through tsx",
    },
    {
      name: "`rubricate dashboard` (le2019, 6 runs)",
      argv: [BIN, ...dashboardArgs],
      env: tsx,
      note: "the fallback: main.ts through tsx",
    },
    {
      name: "`rubricate dashboard --help`",
      argv: [BIN, "dashboard", "--help"],
      note: "breakdown: its code loaded, migrations checked",
    },
    {
      name: "`rubricate dashboard` (le2019, 6 runs) `--replicates 100`",
      argv: [BIN, ...dashboardArgs, "--replicates", "100"],
      note: "breakdown: + Prisma's start, the queries, 100 replicates",
    },
  ];
const times = paths.map(() => [] as number[]);
for (let r = 0; r < REPEATS; r++)
  paths.forEach((p, i) => {
    const t0 = performance.now();
    const res = spawnSync(process.execPath, p.argv, { encoding: "utf8", env: p.env ?? env });
    times[i]!.push(performance.now() - t0);
    if (res.status !== 0) throw new Error(`${p.name}: ${res.status}\n${res.stderr}`);
  });
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const base = median(times[0]!);
const rows = paths.map((p, i) => {
  const m = median(times[i]!);
  const ratio = m / base;
  const verdict = p.target
    ? `≤ ${p.target}×: ${ratio <= p.target ? "met" : "NOT met"}`
    : (p.note ?? "");
  const range = `${Math.min(...times[i]!).toFixed(0)}–${Math.max(...times[i]!).toFixed(0)} ms`;
  return `| ${p.name} | ${m.toFixed(0)} ms | ${range} | ${ratio.toFixed(1)}× | ${verdict} |`;
});
const [dash, loaded, fewReplicates] = [3, 7, 8].map((i) => median(times[i]!));
const ms = (x: number) => `${x.toFixed(0)} ms`;
const breakdown = `Where the dashboard's ${ms(dash!)} go (differences of the medians above): ${ms(base)} Node's own start, ${ms(loaded! - base)} loading the command's code and checking migrations, ${ms(fewReplicates! - loaded!)} Prisma's start, the queries and the statistics with 100 bootstrap replicates, ${ms(dash! - fewReplicates!)} the other 1,900 replicates (six runs and the raters).`;
const body = [
  `Wall time of one CLI process (spawned from the bench, stdout to a pipe), median of ${REPEATS} runs per path, the paths interleaved; ratios to \`node -e 0\` measured in the same run. Node ${process.version}, ${process.platform}, the CLI's JavaScript build current (scripts/build-cli.mjs). The dashboard reads a fresh SQLite database set up through the CLI: le2019's 189 patches, its 1,095 ratings in one campaign, and SE-Jury's six strategies imported as runs (\`judge import … --split strategy\`); 2,000 bootstrap replicates (the default).`,
  "",
  "| path | median | range | / `node -e 0` | target, or what the row shows |",
  "|---|---|---|---|---|",
  ...rows,
  "",
  breakdown,
].join("\n");
console.log(body);
writeResult({ section: "CLI start-up", command: "npm run bench:cli", body });
