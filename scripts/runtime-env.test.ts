import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The .env files every entry point started through scripts/runtime-env.mjs reads (the CLI,
// `npm start`, the worker), as Next reads them for the server. Each case runs in a fresh node
// process with an app root of its own (RUBRICATE_ROOT): nothing is written into the checkout,
// and this Vitest process's environment (VITEST, NODE_ENV=test) is not passed on.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A temporary directory holding `files` (name → lines). */
function makeDir(files: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "rubricate-env-files-"));
  dirs.push(dir);
  for (const [name, lines] of Object.entries(files))
    writeFileSync(path.join(dir, name), `${lines.join("\n")}\n`);
  return dir;
}

/** A process environment as a shell gives one: none of Vitest's variables (VITEST, NODE_ENV). */
const shellEnv = (vars: Record<string, string>) =>
  ({
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    AUTH_SECRET: "x".repeat(40),
    ...vars,
    // Next's types make NODE_ENV required; a shell usually leaves it unset.
  }) as unknown as NodeJS.ProcessEnv;

/**
 * A script that calls loadEnvFiles and applyRuntimeEnv as the entry points do and prints the
 * files read and `keys`; with PROBE_CHILD it then removes that variable and runs itself again
 * as a child (as the server starts a worker), whose answer it adds as `child`.
 */
const PROBE = `
import { spawnSync } from "node:child_process";
const { applyRuntimeEnv, loadEnvFiles } = await import(process.env.PROBE_MODULE);
const files = loadEnvFiles();
applyRuntimeEnv();
const keys = JSON.parse(process.env.PROBE_KEYS);
const out = { files, env: Object.fromEntries(keys.map((k) => [k, process.env[k] ?? null])) };
const removed = process.env.PROBE_CHILD;
if (removed) {
  delete process.env.PROBE_CHILD;
  delete process.env[removed];
  const child = spawnSync(process.execPath, [process.argv[1]], { env: process.env, encoding: "utf8" });
  out.child = JSON.parse(child.stdout);
}
console.log(JSON.stringify(out));
`;
type TProbe = { files: string[]; env: Record<string, string | null>; child?: TProbe };

function probe(options: { env: Record<string, string>; keys: string[]; cwd?: string }): TProbe {
  const dir = makeDir({ "probe.mjs": [PROBE] });
  const res = spawnSync(process.execPath, [path.join(dir, "probe.mjs")], {
    cwd: options.cwd ?? dir,
    encoding: "utf8",
    env: shellEnv({
      PROBE_MODULE: pathToFileURL(path.resolve("scripts/runtime-env.mjs")).href,
      PROBE_KEYS: JSON.stringify(options.keys),
      ...options.env,
    }),
  });
  expect(res.status, res.stderr).toBe(0);
  return JSON.parse(res.stdout) as TProbe;
}

describe("the .env files (scripts/runtime-env.mjs loadEnvFiles, Next's loader)", () => {
  const db = path.join(tmpdir(), "rubricate-from-dotenv.db");
  const root = makeDir({
    ".env": [
      "ONLY_ENV=env",
      "MODE=env",
      "LOCAL=env",
      "PROC=env",
      "EMPTY=env",
      `DATABASE_URL=file:${db}`,
    ],
    ".env.production": ["MODE=production", "LOCAL=production"],
    ".env.development": ["DEV=development"],
    ".env.local": ["LOCAL=local", "MODE_LOCAL=local", "PROC=local"],
    ".env.production.local": ["MODE_LOCAL=production.local"],
  });
  const keys = ["ONLY_ENV", "MODE", "LOCAL", "MODE_LOCAL", "PROC", "EMPTY", "DEV", "DATABASE_URL"];

  it("reads them from the app root with Next's precedence: process, .env.<mode>.local, .env.local, .env.<mode>, .env", () => {
    const out = probe({ keys, env: { RUBRICATE_ROOT: root, PROC: "process", EMPTY: "" } });
    expect(out.files).toEqual([".env.production.local", ".env.local", ".env.production", ".env"]);
    expect(out.env).toEqual({
      ONLY_ENV: "env",
      MODE: "production",
      LOCAL: "local",
      MODE_LOCAL: "production.local",
      // Set in the process environment: no file overrides it, not even an empty one.
      PROC: "process",
      EMPTY: "",
      DEV: null,
      // Read before the defaults are filled in, so the file's database is the one used.
      DATABASE_URL: `file:${db}`,
    });
  });

  it("reads the development files with NODE_ENV=development, as `next dev` does", () => {
    const out = probe({ keys, env: { RUBRICATE_ROOT: root, NODE_ENV: "development" } });
    expect(out.files).toEqual([".env.local", ".env.development", ".env"]);
    expect(out.env).toMatchObject({ DEV: "development", MODE: "env", LOCAL: "local" });
  });

  it("reads the app root's files, not those of the working directory", () => {
    const cwd = makeDir({ ".env": ["ONLY_ENV=working-directory", "CWD_ONLY=yes"] });
    const out = probe({ keys: ["ONLY_ENV", "CWD_ONLY"], cwd, env: { RUBRICATE_ROOT: root } });
    expect(out.env).toEqual({ ONLY_ENV: "env", CWD_ONLY: null });
  });

  it("reads them once per process tree: a child (a worker) keeps what its parent changed", () => {
    const out = probe({ keys, env: { RUBRICATE_ROOT: root, PROBE_CHILD: "ONLY_ENV" } });
    expect(out.env.ONLY_ENV).toBe("env");
    expect(out.child!.files).toEqual([]);
    expect(out.child!.env).toMatchObject({ ONLY_ENV: null, LOCAL: "local", PROC: "local" });
  });

  it("reads nothing under Vitest (VITEST or NODE_ENV=test): a developer's .env never reaches tests", () => {
    const vitest: Record<string, string>[] = [{ VITEST: "true" }, { NODE_ENV: "test" }];
    for (const env of vitest) {
      const out = probe({ keys, env: { RUBRICATE_ROOT: root, ...env } });
      expect(out.files).toEqual([]);
      expect(out.env).toMatchObject({ ONLY_ENV: null, LOCAL: null });
    }
  });
});

describe("the rubricate binary reads the app root's .env files", () => {
  /** `rubricate llm check` (no database): its JSON names the provider and model it read. */
  const llmCheck = (root: string, env: Record<string, string> = {}) => {
    const res = spawnSync(process.execPath, [path.resolve("bin/rubricate.mjs"), "llm", "check"], {
      encoding: "utf8",
      env: shellEnv({ RUBRICATE_ROOT: root, ...env }),
    });
    // Nothing listens on port 9: the check fails after reading the configuration.
    expect(res.status, res.stderr).toBe(1);
    return JSON.parse(res.stdout) as { provider: string; model: string | null };
  };
  const dotEnv = [
    "LLM_PROVIDER=openai-compatible",
    "LLM_BASE_URL=http://127.0.0.1:9/v1",
    "LLM_MODEL=from-dotenv",
  ];

  it("a variable only in .env, the process environment over .env, .env.local over .env", () => {
    const root = makeDir({ ".env": dotEnv });
    expect(llmCheck(root)).toMatchObject({ provider: "openai-compatible", model: "from-dotenv" });
    expect(llmCheck(root, { LLM_MODEL: "from-process" })).toMatchObject({
      provider: "openai-compatible",
      model: "from-process",
    });
    const withLocal = makeDir({ ".env": dotEnv, ".env.local": ["LLM_MODEL=from-local"] });
    expect(llmCheck(withLocal)).toMatchObject({ model: "from-local" });
    expect(llmCheck(withLocal, { LLM_MODEL: "from-process" })).toMatchObject({
      model: "from-process",
    });
    // Under Vitest the files are not read: no provider configured.
    expect(llmCheck(root, { VITEST: "true" })).toMatchObject({ provider: "none" });
  });
});

describe("`npx prisma` by hand reads the app root's .env files (prisma.config.ts)", () => {
  it("applies the migrations to the database named in .env, not the default one", () => {
    const root = makeDir({});
    const db = path.join(root, "from-dotenv.db");
    writeFileSync(path.join(root, ".env"), `DATABASE_URL=file:${db}\n`);
    const res = spawnSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], {
      encoding: "utf8",
      env: shellEnv({ RUBRICATE_ROOT: root }),
    });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toContain("successfully applied");
    expect(existsSync(db)).toBe(true);
  });
});
