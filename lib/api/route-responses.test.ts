import "@/lib/test/test-db";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { FILE_RESPONSE } from "./wire.types";

const ROOT = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
/** better-auth's own endpoints: not ours to describe. */
const NOT_OURS = new Set(["app/api/auth/[...all]/route.ts"]);

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

describe("API route responses", () => {
  const routes = walk(path.join(ROOT, "app/api"))
    .filter((f) => f.endsWith("/route.ts"))
    .map(rel)
    .filter((f) => !NOT_OURS.has(f));

  it("every handler of every route file declares its response: a zod schema or FILE_RESPONSE", async () => {
    const missing: string[] = [];
    let handlers = 0;
    for (const file of routes) {
      const mod = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const method of METHODS) {
        const handler = mod[method] as { response?: unknown } | undefined;
        if (!handler) continue;
        handlers += 1;
        if (!(handler.response instanceof z.ZodType) && handler.response !== FILE_RESPONSE)
          missing.push(`${method} ${file}`);
      }
    }
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(36);
    expect(handlers).toBeGreaterThanOrEqual(43);
  });
});

/** Runtime (non-type) import specifiers of a source file. */
const runtimeImports = (text: string): string[] =>
  [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?\s+from\s+)?"([^"]+)"/gms)].map(
    (m) => m[1]!,
  );

const resolveLocal = (from: string, spec: string): string | null => {
  const base = spec.startsWith("@/")
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
};

describe("client bundle", () => {
  it("nothing under components/ reaches lib/db, the generated Prisma client or @prisma through runtime imports", () => {
    const starts = walk(path.join(ROOT, "components")).filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith(".test.ts"),
    );
    const seen = new Map<string, string>();
    const queue = starts.map((f) => [f, rel(f)] as const);
    const reached: string[] = [];
    while (queue.length > 0) {
      const [file, chain] = queue.pop()!;
      if (seen.has(file)) continue;
      seen.set(file, chain);
      for (const spec of runtimeImports(readFileSync(file, "utf8"))) {
        if (spec.startsWith("@prisma/") || spec.includes("generated/prisma"))
          reached.push(`${chain} → ${spec}`);
        const next = resolveLocal(file, spec);
        if (!next) continue;
        if (rel(next).startsWith("lib/db/") || rel(next).startsWith("generated/"))
          reached.push(`${chain} → ${rel(next)}`);
        else queue.push([next, `${chain} → ${rel(next)}`]);
      }
    }
    expect(reached).toEqual([]);
    expect(starts.length).toBeGreaterThan(50);
  });
});
