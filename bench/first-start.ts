// First start on a fresh clone (issue 30): `git clone` of a commit into the temp directory, this
// checkout's node_modules hard-linked (cp -al) and its generated Prisma clients copied (what
// `npm install` would leave), then `npm start` timed until /login answers 200. Prints `npm start`'s
// own output with the elapsed time. `--ref <ref>` (repeatable) measures other commits first, in
// the same run; the default is HEAD only.
// Run: npm run bench:first-start [-- --ref <before> ...]   (writes "First start (fresh clone)")
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { writeResult } from "./write-result";

const ROOT = path.resolve(".");
const PORT = Number(process.env.BENCH_PORT ?? 3471);
const argv = process.argv.slice(2);
const refs = argv.flatMap((a, i) => (argv[i - 1] === "--ref" ? [a] : []));

function git(...args: string[]): string {
  const res = spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`git ${args.join(" ")}: ${res.stderr}`);
  return res.stdout.trim();
}

function freshClone(sha: string): string {
  // Outside this checkout, as a real clone is (inside it, Next warns about the outer lock file).
  const dir = path.join(tmpdir(), `rubricate-first-start-${sha.slice(0, 10)}`);
  rmSync(dir, { recursive: true, force: true });
  git("clone", "-q", "--no-checkout", ROOT, dir);
  for (const [cmd, args] of [
    ["git", ["-C", dir, "checkout", "-q", sha]],
    ["cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]],
    ["cp", ["-r", path.join(ROOT, "generated"), path.join(dir, "generated")]],
  ] as const) {
    const res = spawnSync(cmd, args, { encoding: "utf8" });
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(" ")}: ${res.stderr}`);
  }
  return dir;
}

/** Seconds from `npm start` to /login answering 200, and the output with elapsed times. */
async function timeStart(dir: string): Promise<{ seconds: number; log: string[] }> {
  const t0 = Date.now();
  const child = spawn("npm", ["start"], {
    cwd: dir,
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const log: string[] = [];
  const stamp = () => ((Date.now() - t0) / 1000).toFixed(1).padStart(6);
  for (const s of [child.stdout!, child.stderr!])
    s.on("data", (c) => {
      for (const l of String(c).split(/\r?\n/)) if (l.trim()) log.push(`[${stamp()} s] ${l}`);
    });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${log.join("\n")}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/login`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { seconds: (Date.now() - t0) / 1000, log };
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
  }
}

const runs: { label: string; seconds: number; log: string[]; load: number }[] = [];
for (const ref of [...refs, "HEAD"]) {
  const sha = git("rev-parse", ref);
  const label = `${sha.slice(0, 7)} ${git("log", "-1", "--format=%s", sha).slice(0, 60)}`;
  console.log(`First start of ${label}…`);
  const { seconds, log } = await timeStart(freshClone(sha));
  runs.push({ label, seconds, log, load: loadavg()[0]! });
  console.log(`  served after ${seconds.toFixed(1)} s`);
}

const body = [
  "`git clone` of the commit into the temp directory, node_modules hard-linked from this checkout (`cp -al`), `generated/` copied, then `npm start` (PORT set, a fresh SQLite database in the clone's data/) timed until `GET /login` answers 200: build, migrations, demo seed, `next start`. One run each, in order; target (issue 30): ≤ 120 s on this 2-core machine.",
  "",
  "| commit | first start until it serves | load average (1 min) after | ≤ 120 s |",
  "|---|---|---|---|",
  ...runs.map(
    (r) =>
      `| ${r.label} | **${r.seconds.toFixed(1)} s** | ${r.load.toFixed(1)} | ${r.seconds <= 120 ? "met" : "NOT met"} |`,
  ),
  "",
  ...runs.flatMap((r) => [
    `Output of \`npm start\` (${r.label.split(" ")[0]}), the route table left out:`,
    "",
    "```",
    ...r.log.filter((l) => !/[┌├└│]|Route \(app\)|ƒ |○ |Proxy|\(Dynamic\)|\(Static\)/.test(l)),
    "```",
    "",
  ]),
].join("\n");
writeResult({
  section: "First start (fresh clone)",
  command: `npm run bench:first-start${refs.length ? ` --${refs.map((r) => ` --ref ${r}`).join("")}` : ""}`,
  body,
});
console.log(body);
