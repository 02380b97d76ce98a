import { DB_PROVIDER, type Prisma } from "./client";

/**
 * A case-insensitive substring filter on both engines. SQLite's LIKE already ignores ASCII
 * case; PostgreSQL's does not, so there Prisma's `mode: "insensitive"` (ILIKE) is added. The
 * SQLite client's types, used throughout, have no `mode`, hence the cast.
 */
export function containsText(options: { text: string }): Prisma.StringFilter {
  const { text } = options;
  return (
    DB_PROVIDER === "postgresql" ? { contains: text, mode: "insensitive" } : { contains: text }
  ) as Prisma.StringFilter;
}
