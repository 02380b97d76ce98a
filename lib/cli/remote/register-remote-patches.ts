import type { Command } from "commander";
import {
  addPatchTableOptions,
  toPatchTableParams,
  type TPatchTableOptions,
} from "../add-patch-table-options";
import { printJson } from "../print-json";
import { createRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";
import { writeResponse } from "./write-response";

/**
 * `--server`'s `patches`: the Patches page's route (`GET /api/projects/:slug/patches`), printed
 * as the local command prints it (JSON indented, CSV byte for byte), for the token's user (their
 * blinding applies). `--all` (every row as JSON) is local only: the route pages its JSON.
 */
export function registerRemotePatches(program: Command, target: TRemoteTarget) {
  addPatchTableOptions(
    program.command("patches").description("The patch table, from the server"),
  ).action(async (opts: TPatchTableOptions) => {
    if (opts.all) throw new Error("--all has no remote form; use --csv for every row.");
    const api = createRemoteClient({ ...target, project: opts.project });
    const query = toPatchTableParams(opts);
    if (query.format === "csv")
      await writeResponse({ res: await api.request({ path: "patches", query }) });
    else printJson(await api.json({ path: "patches", query }));
  });
}
