import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const screenshots = (...args: string[]) =>
  spawnSync(process.execPath, [path.resolve("scripts/screenshots.mjs"), ...args], {
    encoding: "utf8",
    timeout: 20_000,
  });

describe("npm run screenshots", () => {
  it("prints its usage, listing every area, without a server", () => {
    const res = screenshots("--help");
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/^Usage: npm run screenshots -- AREA \[URL\] \[OUTDIR\]/);
    for (const area of ["main", "campaigns", "judge", "agreement", "all"])
      expect(res.stdout).toMatch(new RegExp(`^  ${area} `, "m"));
  });

  it("refuses an unknown or missing area with the usage and a non-zero exit, starting no browser", () => {
    const unknown = screenshots("nope", "http://localhost:1", "/tmp/never");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown area "nope"\.\nUsage: /);
    const none = screenshots();
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/^No area given\.\nUsage: /);
  });

  it("has a script for every area it lists", () => {
    const areas = [...screenshots("--help").stdout.matchAll(/^  ([a-z]+) {2,}/gm)]
      .map((m) => m[1]!)
      .filter((a) => a !== "all");
    expect(areas).toEqual(["main", "campaigns", "judge", "agreement"]);
    for (const area of areas)
      expect(existsSync(path.resolve(`scripts/screenshots-${area}.mjs`)), area).toBe(true);
  });
});
