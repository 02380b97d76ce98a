// `npm run bench:dashboard` (bench/cli-startup.ts dashboard): the agreement dashboard's cache and
// "export all" on the le2019 database cli-startup.ts sets up. Spawned CLI calls against `node -e
// 0` in the same run (interleaved, median of REPEATS): the dashboard cold (the AgreementCache
// table emptied first, so the figures are computed) and cached, `--all --out` cold and cached;
// then, in this process, the API's route handlers with a signed-in lead: the dashboard warm
// (the same query again: this process's memory cache), cold (a new seed each call), and the
// export-all zip. Writes a dated section of bench/RESULTS.md (older sections are left alone).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { writeResult } from "./write-result";

export async function benchDashboardCache(options: {
  bin: string;
  db: string;
  env: NodeJS.ProcessEnv;
  dashboardArgs: string[];
  repeats: number;
}) {
  const { bin, db, env, dashboardArgs, repeats } = options;
  const out = path.join(path.dirname(db), "dashboard-all");
  const clear = () => {
    const sqlite = new Database(db);
    sqlite.prepare('DELETE FROM "agreementCache"').run();
    sqlite.close();
  };
  const all = [...dashboardArgs, "--all", "--out", out];
  const paths: { name: string; argv: string[]; cold?: boolean; ratio?: number; secs?: number }[] = [
    { name: "`node -e 0`", argv: ["-e", "0"] },
    {
      name: "`rubricate dashboard` (le2019, 6 runs), cold: nothing cached",
      argv: [bin, ...dashboardArgs],
      cold: true,
      ratio: 10,
    },
    {
      name: "`rubricate dashboard` (le2019, 6 runs), cached",
      argv: [bin, ...dashboardArgs],
      ratio: 10,
    },
    {
      name: "`rubricate dashboard --help` (its code loaded, migrations checked)",
      argv: [bin, "dashboard", "--help"],
    },
    {
      name: "`rubricate dashboard … --all --out DIR`, cold (36 tables, 7 SVGs)",
      argv: [bin, ...all],
      cold: true,
      secs: 3,
    },
    { name: "`rubricate dashboard … --all --out DIR`, cached", argv: [bin, ...all], secs: 3 },
  ];
  const times = paths.map(() => [] as number[]);
  const cpus = paths.map(() => [] as number[]);
  // CPU time (user + system) of each call through /usr/bin/time: on a machine other work loads,
  // wall time grows with the load, CPU time much less.
  const TIME = "/usr/bin/time";
  for (let r = 0; r < repeats; r++)
    paths.forEach((p, i) => {
      if (p.cold) clear();
      rmSync(out, { recursive: true, force: true });
      const t0 = performance.now();
      const res = spawnSync(TIME, ["-f", "@cpu %U %S", process.execPath, ...p.argv], {
        encoding: "utf8",
        env,
      });
      times[i]!.push(performance.now() - t0);
      if (res.status !== 0) throw new Error(`${p.name}: ${res.status}\n${res.stderr}`);
      const cpu = /@cpu ([\d.]+) ([\d.]+)\s*$/.exec(res.stderr)!;
      cpus[i]!.push((Number(cpu[1]) + Number(cpu[2])) * 1000);
    });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const base = median(times[0]!);
  const cpuBase = median(cpus[0]!);
  const rows = paths.map((p, i) => {
    const m = median(times[i]!);
    const ratio = m / base;
    const cpu = median(cpus[i]!);
    const cpuRatio = `${cpu.toFixed(0)} ms, ${(cpu / cpuBase).toFixed(1)}×`;
    const verdict = p.ratio
      ? `≤ ${p.ratio}× \`node -e 0\`: ${ratio <= p.ratio ? "met" : "NOT met"}`
      : p.secs
        ? `≤ ${p.secs} s: ${m <= p.secs * 1000 ? "met" : "NOT met"}`
        : "";
    const range = `${Math.min(...times[i]!).toFixed(0)}–${Math.max(...times[i]!).toFixed(0)} ms`;
    return `| ${p.name} | ${m.toFixed(0)} ms | ${range} | ${ratio.toFixed(1)}× | ${cpuRatio} | ${verdict} |`;
  });

  // The API in this process: the route handlers as Next.js calls them, with a lead's session.
  process.env.DATABASE_URL = env.DATABASE_URL;
  process.env.AUTH_SECRET = env.AUTH_SECRET;
  const { NextRequest } = await import("next/server");
  const { createUser } = await import("@/lib/users/create-user");
  const { getAuth } = await import("@/lib/auth/auth");
  const { GET: dashboardRoute } = await import("@/app/api/projects/[slug]/agreement/route");
  const { GET: exportAllRoute } =
    await import("@/app/api/projects/[slug]/agreement/export-all/route");
  const email = `bench-lead-${Date.now()}@example.org`;
  await createUser({
    input: {
      email,
      name: "Bench lead",
      password: "bench-password-123",
      isAdmin: false,
      projectRoles: [{ projectSlug: "le2019", role: "lead" }],
    },
    actorId: null,
  });
  const signIn = await getAuth().api.signInEmail({
    body: { email, password: "bench-password-123" },
    asResponse: true,
    headers: new Headers({ origin: "http://localhost:3000" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const search = new URLSearchParams({
    campaignId: dashboardArgs[dashboardArgs.indexOf("--campaign") + 1]!,
    runs: dashboardArgs[dashboardArgs.indexOf("--runs") + 1]!,
  });
  type THandler = (
    req: InstanceType<typeof NextRequest>,
    ctx: { params: Promise<{ slug: string }> },
  ) => Promise<Response>;
  const call = async (handler: THandler, route: string, extra: Record<string, string> = {}) => {
    const q = new URLSearchParams(search);
    for (const [k, v] of Object.entries(extra)) q.set(k, v);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const res = await handler(
      new NextRequest(`http://localhost:3000/api/projects/le2019/${route}?${q}`, {
        headers: { cookie },
      }),
      { params: Promise.resolve({ slug: "le2019" }) },
    );
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
    const c = process.cpuUsage(c0);
    return { ms: performance.now() - t0, cpu: (c.user + c.system) / 1000, bytes };
  };
  clear();
  const first = await call(dashboardRoute, "agreement");
  const warm: number[] = [];
  const warmCpu: number[] = [];
  for (let r = 0; r < repeats; r++) {
    const w = await call(dashboardRoute, "agreement");
    warm.push(w.ms);
    warmCpu.push(w.cpu);
  }
  const cold: number[] = [];
  const coldCpu: number[] = [];
  for (let r = 0; r < repeats; r++) {
    const c = await call(dashboardRoute, "agreement", { seed: String(1000 + r) });
    cold.push(c.ms);
    coldCpu.push(c.cpu);
  }
  const zip: number[] = [];
  const zipCpu: number[] = [];
  let zipBytes = 0;
  for (let r = 0; r < repeats; r++) {
    const z = await call(exportAllRoute, "agreement/export-all");
    zip.push(z.ms);
    zipCpu.push(z.cpu);
    zipBytes = z.bytes;
  }
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const apiRows = [
    `| GET …/agreement, first call in the process (nothing cached) | ${ms(first.ms)} | | ${ms(first.cpu)} | |`,
    `| GET …/agreement, warm (same query again) | ${ms(median(warm))} | ${ms(Math.min(...warm))}–${ms(Math.max(...warm))} | ${ms(median(warmCpu))} | ≤ 300 ms: ${median(warm) <= 300 ? "met" : "NOT met"} |`,
    `| GET …/agreement, cold (a new seed each call: figures computed) | ${ms(median(cold))} | ${ms(Math.min(...cold))}–${ms(Math.max(...cold))} | ${ms(median(coldCpu))} | |`,
    `| GET …/agreement/export-all (zip, ${(zipBytes / 1024).toFixed(0)} KB), warm | ${ms(median(zip))} | ${ms(Math.min(...zip))}–${ms(Math.max(...zip))} | ${ms(median(zipCpu))} | ≤ 3 s: ${median(zip) <= 3000 ? "met" : "NOT met"} |`,
  ];
  const { loadavg } = await import("node:os");
  const body = [
    `le2019 in SQLite as \`npm run bench:cli\` sets it up (189 patches, 1,095 ratings, six SE-Jury runs; 2,000 bootstrap replicates). Spawned CLI calls, median of ${repeats} per path, paths interleaved; ratios to \`node -e 0\` in the same run; "cold" empties the AgreementCache table before the call (every CLI call starts with an empty memory cache). Node ${process.version}; load average (1 min) at the end ${loadavg()[0]!.toFixed(2)} (2 cores shared with other work).`,
    "",
    "| path | median wall | range | wall / `node -e 0` | CPU (user + sys), / `node -e 0`'s | target (on wall time) |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
    `The API, in this process: the route handlers called as Next.js calls them (withAuth with a signed-in lead's session cookie, zod, the domain, the JSON or zip body read to the end), no HTTP; median of ${repeats}.`,
    "",
    "| request | median wall | range | CPU (median) | target (on wall time) |",
    "|---|---|---|---|---|",
    ...apiRows,
  ].join("\n");
  console.log(body);
  const day = new Date().toISOString().slice(0, 10);
  writeResult({
    section: `Agreement dashboard: cache and export all (${day})`,
    command: "npm run bench:dashboard",
    body,
  });
}
