import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { Database } from "better-sqlite3";
import { PrismaClient } from "@/generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "@/generated/prisma-pg/client";
import { getEnv } from "@/lib/env/get-env";
import { cacheSqliteStatements } from "./cache-sqlite-statements";
import { databaseProvider } from "./provider";

export type { Prisma } from "@/generated/prisma/client";

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

// Importing the client validates the whole environment: a bad value stops the process here.
const env = getEnv();
const url = env.DATABASE_URL;

/** The engine behind `prisma`, from DATABASE_URL. */
export const DB_PROVIDER = databaseProvider(url);

function createClient(): PrismaClient {
  if (DB_PROVIDER === "postgresql") {
    // Both clients are generated from the same models (prisma/postgresql/schema.prisma is
    // derived from prisma/schema.prisma), so their APIs are the same; the SQLite one's types
    // are used throughout.
    const adapter = new PrismaPg({ connectionString: url, max: env.DATABASE_POOL_SIZE });
    return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
  }
  // busy timeout: concurrent writers wait for the lock instead of failing.
  const factory = new PrismaBetterSQLite3({ url, timeout: 10_000 });
  const adapter: typeof factory = Object.assign(Object.create(factory) as typeof factory, {
    // The adapter compiles every statement anew; reuse them (lib/db/cache-sqlite-statements.ts).
    connect: async () => {
      const connection = await factory.connect();
      cacheSqliteStatements({ db: (connection as unknown as { client: Database }).client });
      return connection;
    },
  });
  return new PrismaClient({ adapter });
}

/** The one Prisma client of the process. */
export const prisma: PrismaClient = globalForPrisma.prisma ?? createClient();
if (env.NODE_ENV !== "production") globalForPrisma.prisma = prisma;

export type TTransaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
