import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_HOST, DEFAULT_PORT } from "@/scripts/listen-address.mjs";
import { DEFAULT_DATABASE_URL as JS_DEFAULT_DATABASE_URL } from "@/scripts/runtime-env.mjs";
import { DEFAULT_DATABASE_URL } from "./default-database-url";
import { ZEnv } from "./env-schema";
import { getEnv } from "./get-env";
import { getJudgeEnv } from "./get-judge-env";
import { ZRuntimeEnv } from "./schema-runtime";

/** The variable names in the first column of docs/configuration.md's table. */
function readmeVariables(): string[] {
  const section = readFileSync(path.resolve("docs/configuration.md"), "utf8");
  const rows = section.split("\n").filter((l) => l.startsWith("| `"));
  return rows.flatMap((row) =>
    [...row.split("|")[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
  );
}

describe("the environment schema (lib/env)", () => {
  it("declares exactly the variables docs/configuration.md documents (plus the runtime's own)", () => {
    const documented = readmeVariables();
    expect(documented.length).toBeGreaterThan(20);
    const runtime = Object.keys(ZRuntimeEnv.shape);
    const declared = Object.keys(ZEnv.shape).filter((k) => !runtime.includes(k));
    expect([...documented].sort()).toEqual([...declared].sort());
  });

  it("has the same defaults as the plain-JS start-up scripts", () => {
    expect(DEFAULT_DATABASE_URL).toBe(JS_DEFAULT_DATABASE_URL);
    const env = getEnv({ env: {} });
    expect(env).toMatchObject({
      DATABASE_URL: JS_DEFAULT_DATABASE_URL,
      HOST: DEFAULT_HOST,
      PORT: Number(DEFAULT_PORT),
    });
  });

  it("refuses bad values, naming each variable, instead of falling back", () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        getEnv({ env });
        return "";
      } catch (err) {
        return (err as Error).message;
      }
    };
    const bad = {
      JUDGE_LEASE_MS: "two minutes",
      DATABASE_POOL_SIZE: "ten",
      LLM_TIMEOUT_MS: "-5",
      PORT: "http",
      RUBRICATE_DEMO: "maybe",
    };
    const message = messageOf(bad);
    for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`^  ${name}: `, "m"));
    // Rules across variables are checked once each variable is valid on its own.
    const compatible = messageOf({ LLM_PROVIDER: "openai-compatible" });
    for (const name of ["LLM_BASE_URL", "LLM_MODEL"])
      expect(compatible).toMatch(
        new RegExp(`^  ${name}: is required when LLM_PROVIDER=openai-compatible`, "m"),
      );
    expect(() => getJudgeEnv({ env: { JUDGE_POLL_MS: "0" } })).toThrow(/JUDGE_POLL_MS/);
  });

  it("sees changes to process.env between calls (tests rely on it)", () => {
    const before = process.env.AUTH_RATE_LIMIT_MAX;
    try {
      process.env.AUTH_RATE_LIMIT_MAX = "7";
      expect(getEnv().AUTH_RATE_LIMIT_MAX).toBe(7);
      process.env.AUTH_RATE_LIMIT_MAX = "8";
      expect(getEnv().AUTH_RATE_LIMIT_MAX).toBe(8);
    } finally {
      if (before === undefined) delete process.env.AUTH_RATE_LIMIT_MAX;
      else process.env.AUTH_RATE_LIMIT_MAX = before;
    }
  });

  it("stops the CLI at start-up, naming the bad variable, before it touches the database", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rubricate-env-"));
    const res = spawnSync(
      process.execPath,
      [path.resolve("bin/rubricate.mjs"), "worker", "--exit-when-idle"],
      {
        encoding: "utf8",
        env: {
          ...process.env,
          DATABASE_URL: `file:${dir}/never.db`,
          AUTH_SECRET: "x".repeat(40),
          JUDGE_LEASE_MS: "abc",
        },
      },
    );
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/Invalid environment:\n\s+JUDGE_LEASE_MS: /);
    expect(spawnSync("ls", [dir], { encoding: "utf8" }).stdout.trim()).toBe("");
  });
});
