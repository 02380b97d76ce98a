// Names on a PostgreSQL server and the retry rule of template copies, without loading a driver
// (test files import these on every start).

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

/**
 * Whether a failed CREATE DATABASE … TEMPLATE is worth another attempt after
 * `templateRetryDelayMs()`: two copies of one template at the same instant ("source database … is
 * being accessed by other users"), up to 20 attempts.
 */
export const retryTemplateCopy = (attempt, message) =>
  attempt < 20 && /being accessed by other users/.test(message);

export const templateRetryDelayMs = () => 100 + Math.random() * 200;
