// Databases for tests on a PostgreSQL server (RUBRICATE_TEST_POSTGRES_URL, the admin URL of
// its `postgres` database, set by scripts/test.mjs): create from a template, drop.
// Also a synchronous CLI for callers that cannot await:
//   node scripts/test-databases.mjs create NAME [TEMPLATE]   → prints the new database's URL
import pg from "pg";

export const testPostgresUrl = () => process.env.RUBRICATE_TEST_POSTGRES_URL || null;

const quote = (name) => `"${name.replace(/"/g, '""')}"`;

/** The URL of database `name` on the admin URL's server. */
export function databaseUrl(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin(adminUrl, fn) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates (or re-creates, dropping an old one) database `name`, optionally as a copy of `template`. */
export async function createDatabase({ adminUrl, name, template }) {
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quote(name)}${template ? ` TEMPLATE ${quote(template)}` : ""}`);
        return;
      } catch (err) {
        // Two copies of one template at the same instant: "source database … is being accessed by other users".
        if (attempt >= 20 || !/being accessed by other users/.test(String(err?.message))) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return databaseUrl(adminUrl, name);
}

export async function dropDatabase({ adminUrl, name }) {
  await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, name, template] = process.argv.slice(2);
  const adminUrl = testPostgresUrl();
  if (command !== "create" || !name || !adminUrl) {
    console.error("usage: RUBRICATE_TEST_POSTGRES_URL=… node scripts/test-databases.mjs create NAME [TEMPLATE]");
    process.exit(2);
  }
  console.log(await createDatabase({ adminUrl, name, template }));
}
