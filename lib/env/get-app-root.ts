/**
 * The checkout's root folder, where prompts/, bin/ and the .env files live: RUBRICATE_ROOT, which
 * scripts/runtime-env.mjs sets for `npm start`, the CLI and the e2e server (and the worker
 * processes they start inherit), else the working directory (tests, `next dev` from the
 * checkout). So a `rubricate` run from another directory reads the same prompts as the server.
 */
export function getAppRoot(): string {
  return process.env.RUBRICATE_ROOT || process.cwd();
}
