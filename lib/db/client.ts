import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@/generated/prisma/client";

export type { Prisma } from "@/generated/prisma/client";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function createClient(): PrismaClient {
  const url = process.env.DATABASE_URL ?? "file:./data/rubricate.db";
  // busy timeout: concurrent writers wait for the lock instead of failing.
  const adapter = new PrismaBetterSQLite3({ url, timeout: 10_000 });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of the process. */
export const prisma: PrismaClient = globalForPrisma.prisma ?? createClient();
if (process.env.NODE_ENV !== "production") globalForPrisma.prisma = prisma;

export type TTransaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
