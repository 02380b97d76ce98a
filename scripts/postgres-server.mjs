// A throwaway PostgreSQL server on 127.0.0.1 for tests and benchmarks (Debian's
// postgresql package): initdb into a temporary folder, start, and stop/remove on demand.
// `node scripts/postgres-server.mjs` starts one and prints its URL until Ctrl-C.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { isMain } from "./is-main.mjs";
import { databaseUrl } from "./postgres-admin.mjs";

/** The folder holding initdb/pg_ctl, or null when no PostgreSQL server is installed. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, v, "bin"));
  }
  return (
    candidates.find(
      (dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")),
    ) ?? null
  );
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a private server (trust authentication, loopback only). Returns the admin URL of
 * its `postgres` database, `urlFor(db)` for other databases, and `stop()`.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
 */
export async function startPostgres(options = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql).");
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "rubricate-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = path.join(bin, cmd);
    const res = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (res.status !== 0) throw new Error(`${cmd} failed:\n${res.stdout}${res.stderr}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  run("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", settings, "-w", "start"]);
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const urlFor = (db) => databaseUrl(url, db);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { port, url, urlFor, stop };
}

if (isMain(import.meta.url)) {
  const server = await startPostgres({
    port: process.env.PGPORT ? Number(process.env.PGPORT) : undefined,
  });
  console.log(
    `PostgreSQL ready: ${server.urlFor("rubricate")} (database created on first use by npm start). Ctrl-C stops and removes it.`,
  );
  for (const sig of ["SIGINT", "SIGTERM"])
    process.on(sig, () => {
      server.stop();
      process.exit(0);
    });
  setInterval(() => {}, 1 << 30);
}
