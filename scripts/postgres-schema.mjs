// prisma/postgresql/schema.prisma is generated from prisma/schema.prisma (the one source of
// truth for the models): same models, provider postgresql, its own client output.
// `node scripts/postgres-schema.mjs` rewrites it; the drift check fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isMain } from "./is-main.mjs";
import { ROOT } from "./runtime-env.mjs";

export const SQLITE_SCHEMA = path.join(ROOT, "prisma", "schema.prisma");
export const POSTGRES_SCHEMA = path.join(ROOT, "prisma", "postgresql", "schema.prisma");

const HEADER =
  "// GENERATED from prisma/schema.prisma by scripts/postgres-schema.mjs: edit that file, then run\n// `npm run db:migration -- NAME`, which regenerates this one and writes both providers' migrations.\n\n";

/** The PostgreSQL twin of the main schema's text. Throws if the main schema's shape changed. */
export function renderPostgresSchema(text) {
  let out = text;
  const swaps = [
    [/provider\s*=\s*"sqlite"/, 'provider = "postgresql"'],
    [/output\s*=\s*"\.\.\/generated\/prisma"/, 'output     = "../../generated/prisma-pg"'],
  ];
  for (const [from, to] of swaps) {
    if (!from.test(out))
      throw new Error(
        `prisma/schema.prisma no longer matches ${from}: update scripts/postgres-schema.mjs`,
      );
    out = out.replace(from, to);
  }
  return HEADER + out;
}

export function writePostgresSchema() {
  const next = renderPostgresSchema(readFileSync(SQLITE_SCHEMA, "utf8"));
  let current = "";
  try {
    current = readFileSync(POSTGRES_SCHEMA, "utf8");
  } catch {
    /* first run */
  }
  if (current !== next) writeFileSync(POSTGRES_SCHEMA, next);
  return current !== next;
}

if (isMain(import.meta.url)) {
  console.log(
    writePostgresSchema()
      ? "Wrote prisma/postgresql/schema.prisma."
      : "prisma/postgresql/schema.prisma is up to date.",
  );
}
