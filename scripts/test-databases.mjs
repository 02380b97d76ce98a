// Databases for tests on a PostgreSQL server (RUBRICATE_TEST_POSTGRES_URL, the URL of its
// `postgres` database, set by scripts/test.mjs): create from a template, drop.
// Also a synchronous CLI for callers that cannot await:
//   node scripts/test-databases.mjs create NAME [TEMPLATE]   → prints the new database's URL
import { isMain } from "./is-main.mjs";
import { databaseUrl, quoteIdent, withAdminClient } from "./postgres-admin.mjs";
import { retryTemplateCopy, templateRetryDelayMs } from "./postgres-names.mjs";

export const testPostgresUrl = () => process.env.RUBRICATE_TEST_POSTGRES_URL || null;

/** Creates (or re-creates, dropping an old one) database `name` on the server of `serverUrl`, optionally as a copy of `template`. */
export async function createDatabase({ serverUrl, name, template }) {
  await withAdminClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(
          `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ""}`,
        );
        return;
      } catch (err) {
        if (!retryTemplateCopy(attempt, String(err?.message))) throw err;
        await new Promise((r) => setTimeout(r, templateRetryDelayMs()));
      }
    }
  });
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase({ serverUrl, name }) {
  await withAdminClient(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}

if (isMain(import.meta.url)) {
  const [command, name, template] = process.argv.slice(2);
  const serverUrl = testPostgresUrl();
  if (command !== "create" || !name || !serverUrl) {
    console.error(
      "usage: RUBRICATE_TEST_POSTGRES_URL=… node scripts/test-databases.mjs create NAME [TEMPLATE]",
    );
    process.exit(2);
  }
  console.log(await createDatabase({ serverUrl, name, template }));
}
