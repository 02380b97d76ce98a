import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { buildCli, CLI_CACHE, freshCliBuild } from "@/scripts/build-cli.mjs";

// A cache of its own inside node_modules, so bare imports resolve as in the real one.
const cache = `${CLI_CACHE}-test-${process.pid}`;
afterAll(() => rmSync(cache, { recursive: true, force: true }));
const manifestOf = (entry: string) => path.join(path.dirname(entry), "manifest.json");
type TManifest = { startedAt: number; inputs: Record<string, [number, number]> };
const readManifest = (entry: string) =>
  JSON.parse(readFileSync(manifestOf(entry), "utf8")) as TManifest;
const writeManifest = (entry: string, m: TManifest) =>
  writeFileSync(manifestOf(entry), JSON.stringify(m));

describe("the CLI's JavaScript build", () => {
  it("is used while its sources are unchanged, and never once one changed or went", async () => {
    expect(freshCliBuild({ cache })).toBeNull();
    const entry = await buildCli({ cache });
    expect(freshCliBuild({ cache })).toBe(entry);
    const manifest = readManifest(entry);
    expect(Object.keys(manifest.inputs)).toEqual(
      expect.arrayContaining(["lib/cli/main.ts", "lib/db/client.ts", "tsconfig.json"]),
    );

    // A source saved after the build started.
    writeManifest(entry, { ...manifest, startedAt: 0 });
    expect(freshCliBuild({ cache })).toBeNull();
    // A source put back with another (older) modification time, or another size.
    const [mtime, size] = manifest.inputs["lib/cli/main.ts"]!;
    for (const changed of [
      [mtime - 1000, size],
      [mtime, size + 1],
    ] as [number, number][]) {
      writeManifest(entry, {
        ...manifest,
        inputs: { ...manifest.inputs, "lib/cli/main.ts": changed },
      });
      expect(freshCliBuild({ cache })).toBeNull();
    }
    // A source deleted.
    writeManifest(entry, { ...manifest, inputs: { ...manifest.inputs, "lib/gone.ts": [1, 1] } });
    expect(freshCliBuild({ cache })).toBeNull();
    writeManifest(entry, manifest);
    expect(freshCliBuild({ cache })).toBe(entry);
  }, 60_000);

  it("keeps each source's own import.meta.url and splits the commands into chunks", async () => {
    const entry = await buildCli({ cache });
    const files = readdirSync(path.dirname(entry));
    expect(files.some((f) => /^dashboard-.*\.js$/.test(f))).toBe(true);
    const code = files
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(path.join(path.dirname(entry), f), "utf8"))
      .join("\n");
    expect(code).toContain(
      JSON.stringify(pathToFileURL(path.resolve("lib/seed/seed-demo.ts")).href),
    );
    expect(code).not.toContain("import.meta.url");
  }, 60_000);

  it("prints the same help as the TypeScript run through tsx", () => {
    const bin = path.resolve("bin/rubricate.mjs");
    const help = (env: Record<string, string>) =>
      spawnSync(process.execPath, [bin, "--help"], {
        encoding: "utf8",
        env: { ...process.env, ...env },
      });
    const built = help({});
    const tsx = help({ RUBRICATE_CLI_TSX: "1" });
    expect(built.status).toBe(0);
    expect(built.stdout).toMatch(/^Usage: rubricate /);
    expect(built.stdout).toContain("dashboard [options]");
    expect(tsx.stdout).toBe(built.stdout);
  }, 60_000);
});
