import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyTestDatabase, type TTestProvider } from "./copy-test-database";

/**
 * The real `rubricate` binary against a private copy of the migrated test database (the
 * suite's engine unless `provider` says; `url` to use a database of the test's own, and `env`
 * to add or replace environment variables): `dir` for scratch files, `url` its database,
 * `run(...args)` for one invocation, `runPiped(...args)` the same with stdout and stderr read
 * from pipes as a shell pipeline would (no size limit; `spawnSync` stops at 1 MB).
 */
export function makeCliRunner(options: {
  tag: string;
  provider?: TTestProvider;
  url?: string;
  env?: Record<string, string | undefined>;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), `rubricate-${options.tag}-`));
  const url = options.url ?? copyTestDatabase(options);
  // A RUBRICATE_SERVER of the shell would send every command to that server (lib/cli/remote).
  const env = {
    ...process.env,
    DATABASE_URL: url,
    AUTH_SECRET: "x".repeat(40),
    RUBRICATE_SERVER: undefined,
    RUBRICATE_TOKEN: undefined,
    ...options.env,
  };
  const bin = path.resolve("bin/rubricate.mjs");
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", env });
  const runPiped = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [bin, ...args], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on("data", (b: Buffer) => out.push(b));
      child.stderr.on("data", (b: Buffer) => err.push(b));
      child.on("error", reject);
      child.on("close", (status) =>
        resolve({
          status,
          stdout: Buffer.concat(out).toString("utf8"),
          stderr: Buffer.concat(err).toString("utf8"),
        }),
      );
    });
  return { dir, url, run, runPiped };
}
