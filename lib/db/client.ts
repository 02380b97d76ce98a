import type { Database } from "better-sqlite3";
import type { PrismaClient } from "@/generated/prisma/client";
import { getEnv } from "@/lib/env/get-env";
import { databaseProvider } from "./provider";
import type { TSqlDriver } from "./sql-types";

export type { Prisma } from "@/generated/prisma/client";

type TDatabase = { prisma: PrismaClient; sql: TSqlDriver; close: () => Promise<void> };
const globalForPrisma = globalThis as unknown as { rubricateDb?: TDatabase };

// Importing the client validates the whole environment: a bad value stops the process here.
const env = getEnv();
const url = env.DATABASE_URL;

/** The engine behind `prisma`, from DATABASE_URL. */
export const DB_PROVIDER = databaseProvider(url);

// Only the engine in use is loaded: its generated client, adapter and driver (the other
// engine's client alone took about 0.1 s of every CLI command's and test file's start).
async function createPostgres(url: string): Promise<TDatabase> {
  const [{ PrismaClient: PostgresPrismaClient }, { PrismaPg }, { Pool }, { createPgDriver }] =
    await Promise.all([
      import("@/generated/prisma-pg/client"),
      import("@prisma/adapter-pg"),
      import("pg"),
      import("./create-pg-driver"),
    ]);
  // Both clients are generated from the same models (prisma/postgresql/schema.prisma is derived
  // from prisma/schema.prisma), so their APIs are the same; the SQLite one's types are used
  // throughout. One pool serves Prisma and the raw driver.
  // Idle connections never keep a finished script alive (Prisma's $disconnect leaves a pool it
  // was given open).
  const pool = new Pool({
    connectionString: url,
    max: env.DATABASE_POOL_SIZE,
    allowExitOnIdle: true,
  });
  const client = new PostgresPrismaClient({ adapter: new PrismaPg(pool) });
  const close = async () => {
    await client.$disconnect();
    await pool.end();
  };
  return { prisma: client as unknown as PrismaClient, sql: createPgDriver({ pool }), close };
}

async function createSqlite(url: string): Promise<TDatabase> {
  const [
    { PrismaClient: SqlitePrismaClient },
    { PrismaBetterSQLite3 },
    { cacheSqliteStatements },
    { createSqliteDriver },
  ] = await Promise.all([
    import("@/generated/prisma/client"),
    import("@prisma/adapter-better-sqlite3"),
    import("./cache-sqlite-statements"),
    import("./create-sqlite-driver"),
  ]);
  let handle: Database | null = null;
  // busy timeout: concurrent writers wait for the lock instead of failing.
  const factory = new PrismaBetterSQLite3({ url, timeout: 10_000 });
  const adapter: typeof factory = Object.assign(Object.create(factory) as typeof factory, {
    // The adapter compiles every statement anew; reuse them (lib/db/cache-sqlite-statements.ts).
    connect: async () => {
      const connection = await factory.connect();
      const db = (connection as unknown as { client: Database }).client;
      cacheSqliteStatements({ db });
      handle = db;
      return connection;
    },
  });
  const client = new SqlitePrismaClient({ adapter });
  const sql = createSqliteDriver({
    // Prisma opens its connection on first use (again after $disconnect); the raw driver shares it.
    db: async () => {
      if (!handle?.open) await client.$connect();
      if (!handle?.open) throw new Error("The SQLite connection did not open.");
      return handle;
    },
    inPrismaTransaction: (run) => client.$transaction(async () => run()),
  });
  return { prisma: client, sql, close: () => client.$disconnect() };
}

const create = (at: string) =>
  DB_PROVIDER === "postgresql" ? createPostgres(at) : createSqlite(at);
let db: TDatabase = globalForPrisma.rubricateDb ?? (await create(url));
if (env.NODE_ENV !== "production") globalForPrisma.rubricateDb = db;

/**
 * Vitest runs many database test files in one process (vitest.config.ts, project "db"), each on a
 * database of its own: there `prisma` forwards to the current client, which useTestDatabase
 * replaces between files. Everywhere else it is the client itself.
 */
const forwarding = (): PrismaClient =>
  new Proxy({} as PrismaClient, {
    get(_, key) {
      const value = Reflect.get(db.prisma, key) as unknown;
      return typeof value === "function" ? value.bind(db.prisma) : value;
    },
    has: (_, key) => Reflect.has(db.prisma, key),
  });

/** The one Prisma client of the process. */
export const prisma: PrismaClient = process.env.VITEST ? forwarding() : db.prisma;

let rawDriver: TSqlDriver = db.sql;

/**
 * Tests only (lib/test/fresh-test-database.ts): closes the current database and points `prisma`
 * and `sql` at the one at `url` (same engine), for the next test file sharing this process.
 */
export async function useTestDatabase(options: { url: string }): Promise<void> {
  if (!process.env.VITEST) throw new Error("useTestDatabase is for Vitest only.");
  if (databaseProvider(options.url) !== DB_PROVIDER)
    throw new Error(`useTestDatabase: ${options.url} is not a ${DB_PROVIDER} database.`);
  await db.close();
  db = await create(options.url);
  globalForPrisma.rubricateDb = db;
  rawDriver = db.sql;
}

/**
 * Raw statements past Prisma's pipeline, for hot paths only: on the same connection(s) as
 * `prisma`, unless this process moved them (useSqlDriver).
 */
export const sql: TSqlDriver = {
  query: (statement) => rawDriver.query(statement),
  transaction: (statements) => rawDriver.transaction(statements),
};

/**
 * Runs `sql` on `driver` from now on: `rubricate worker` moves it to a thread of its own
 * (lib/db/move-sql-to-thread.ts). Not imported here, so the server's bundle never holds it.
 */
export function useSqlDriver(options: { driver: TSqlDriver }): void {
  rawDriver = options.driver;
}

/** A statement's n-th bound value (1-based): `?` on SQLite (bound in textual order), `$n` on PostgreSQL. */
export const mark = (n: number): string => (DB_PROVIDER === "postgresql" ? `$${n}` : "?");

export type TTransaction = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
