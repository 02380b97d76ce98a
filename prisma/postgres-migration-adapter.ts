import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

type ShadowAdapter = Awaited<ReturnType<PrismaPg["connectToShadowDb"]>>;
type TQueryable = { performIO(query: unknown): Promise<{ fields: { dataTypeID: number }[] }> };

const TEXT_OID = 25;
/** `char` (18) and `name` (19): catalog types the schema engine reads during introspection. */
const CATALOG_TEXT_OIDS = new Set([18, 19]);
let patched = false;

/**
 * adapter-pg 6.19 cannot deserialize the `name`/`char` columns the schema engine reads from
 * pg_catalog ("Column type 'name' could not be deserialized", prisma/orm#27403): they are
 * reported as text, which they are on the wire.
 */
function mapCatalogTypesToText(adapter: object): void {
  if (patched) return;
  const proto = Object.getPrototypeOf(Object.getPrototypeOf(adapter)) as TQueryable;
  const performIO = proto.performIO;
  proto.performIO = async function (this: TQueryable, query: unknown) {
    const result = await performIO.call(this, query);
    for (const field of result?.fields ?? [])
      if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    return result;
  };
  patched = true;
}

type TScriptRunner = {
  executeScript(script: string): Promise<void>;
  underlyingDriver(): pg.Pool;
  onError(error: unknown): never;
};

/**
 * adapter-pg 6.19 runs a migration script by splitting it at every ";" (also inside comments and
 * string literals) and sending the pieces one by one through its pool, so a migration that fails
 * halfway stays half-applied. Sent whole, as one simple-protocol query, PostgreSQL runs the script
 * in one implicit transaction: it applies completely or not at all.
 */
function runScriptsWhole(adapter: object): void {
  const runner = adapter as TScriptRunner;
  runner.executeScript = async (script) => {
    try {
      await runner.underlyingDriver().query(script);
    } catch (error) {
      runner.onError(error);
    }
  };
}

/**
 * The Prisma CLI's PostgreSQL adapter factory (migrate deploy/diff with the WASM engine), with
 * the adapter-pg 6.19 fixes of docs/offline-stack: catalog types read as text; scripts sent whole
 * (atomic migrations); the pool is
 * configured by fields, never by `connectionString` (which the shadow pool would inherit, sending
 * `diff --from-migrations` into the real database); and the shadow database is dropped only
 * after its pool is closed, with FORCE.
 */
export function createPostgresMigrationAdapter(url: string): PrismaPg {
  const u = new URL(url);
  const config: pg.PoolConfig = {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username) || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    database: decodeURIComponent(u.pathname.slice(1)) || undefined,
    ssl: u.searchParams.get("sslmode") === "require" ? { rejectUnauthorized: false } : undefined,
    // Idle pooled connections would keep the CLI alive ~10 s after it finished.
    allowExitOnIdle: true,
  };
  const schema = u.searchParams.get("schema") ?? undefined;
  const factory = new PrismaPg(config, schema ? { schema } : undefined);
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    mapCatalogTypesToText(adapter);
    runScriptsWhole(adapter);
    return adapter;
  };
  factory.connectToShadowDb = async (): Promise<ShadowAdapter> => {
    const admin = new pg.Pool(config);
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID()}`;
    await admin.query(`CREATE DATABASE "${database}"`);
    const shadow = await new PrismaPg({ ...config, database }).connect();
    mapCatalogTypesToText(shadow);
    runScriptsWhole(shadow);
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    };
    return shadow;
  };
  return factory;
}
