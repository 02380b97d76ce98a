import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type ShadowAdapter = Awaited<ReturnType<PrismaBetterSQLite3["connectToShadowDb"]>>;

/**
 * The Prisma CLI's SQLite adapter factory, for `migrate diff/deploy` with the
 * WASM schema engine. Its shadow database replays each migration file through
 * `executeRaw`, which better-sqlite3 refuses for several statements at once
 * (P3006). Multi-statement SQL without parameters goes through `executeScript`.
 */
export function createSqliteMigrationAdapter(url: string): PrismaBetterSQLite3 {
  const factory = new PrismaBetterSQLite3({ url });
  const connectToShadowDb = factory.connectToShadowDb.bind(factory);
  factory.connectToShadowDb = async (): Promise<ShadowAdapter> => {
    const adapter = await connectToShadowDb();
    const executeRaw = adapter.executeRaw.bind(adapter);
    adapter.executeRaw = async (query) => {
      if (query.args.length === 0 && /;\s*\S/.test(query.sql)) {
        await adapter.executeScript(query.sql);
        return 0;
      }
      return executeRaw(query);
    };
    return adapter;
  };
  return factory;
}
