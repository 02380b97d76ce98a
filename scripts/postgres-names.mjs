// Names on a PostgreSQL server, without loading a driver (test files import these on every start).

/** A double-quoted identifier. */
export const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

/** The URL of database `name` on the server of `url` (same user, password, host, options). */
export function databaseUrl(url, name) {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

/** The database a URL names. */
export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
