import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(".");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The project files `file` imports (through `@/` or a relative path), resolved to paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  // Value imports only: `import type` / `export type` are erased from the bundle.
  const statements = [...text.matchAll(/^(?:import|export)\s+(type\s)?[^;"]*?\sfrom\s+"([^"]+)"/gm)]
    .filter((m) => !m[1])
    .map((m) => m[2]!);
  const bare = [...text.matchAll(/^import\s+"([^"]+)"/gm)].map((m) => m[1]!);
  const dynamic = [...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!);
  const specs = [...statements, ...bare, ...dynamic];
  return specs.flatMap((spec) => {
    const base = spec.startsWith("@/")
      ? path.join(ROOT, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!base) return [];
    const found = [base, ...EXTENSIONS.map((e) => base + e)].find(
      (p) => existsSync(p) && statSync(p).isFile(),
    );
    return found ? [found] : [];
  });
}

describe("client components", () => {
  it("never import lib/env, even indirectly: the environment holds the secrets", () => {
    const clientFiles = ["app", "components", "lib"]
      .flatMap((d) => sourceFiles(path.join(ROOT, d)))
      .filter((f) => /^\s*["']use client["']/.test(readFileSync(f, "utf8")));
    expect(clientFiles.length).toBeGreaterThan(20);
    const envDir = path.join(ROOT, "lib", "env") + path.sep;
    const offenders: string[] = [];
    for (const start of clientFiles) {
      const seen = new Set<string>([start]);
      const queue = [start];
      while (queue.length > 0) {
        const file = queue.shift()!;
        if (file.startsWith(envDir)) {
          offenders.push(path.relative(ROOT, start));
          break;
        }
        for (const next of importsOf(file)) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
