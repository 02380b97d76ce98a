// The Vitest files that touch a database, for the PostgreSQL pass of `npm test`: pure tests
// (statistics, parsing, prompts) do the same thing on either engine, so they run once, on the
// SQLite pass. The selection errs towards running a file: any sign of a database, a child
// process or the test helpers in its text keeps it on both engines.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/** A test file that mentions any of these may reach a database (directly or through a process). */
export const DATABASE_MARKERS = [
  /["'@]\/?lib\/test\//, // test-db, copy-test-database, run-cli, spawn-worker, …
  /lib\/db\//,
  /lib\/seed\//,
  /DATABASE_URL/,
  /POSTGRES/,
  /[pP]risma/,
  /rubricate\.mjs/,
  /child_process/,
];

/** True when the test file's text may reach a database. */
export function touchesDatabase(text) {
  return DATABASE_MARKERS.some((marker) => marker.test(text));
}

function testFiles(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, out);
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const FOLDERS = ["lib", "components", "scripts"];

/** Every Vitest file under `folders` of `root`, relative and sorted. */
export function listTestFiles({ root, folders = FOLDERS }) {
  return folders
    .flatMap((folder) => testFiles(path.join(root, folder), []))
    .map((file) => path.relative(root, file))
    .sort();
}

/** The database-touching test files under `folders` of `root`, relative and sorted. */
export function selectDatabaseTests({ root, folders = FOLDERS }) {
  return listTestFiles({ root, folders }).filter((file) =>
    touchesDatabase(readFileSync(path.join(root, file), "utf8")),
  );
}
