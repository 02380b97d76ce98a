import type { Command } from "commander";
import { formatPatchTableCsv } from "@/lib/patches/format-patch-table-csv";
import { listProjectPatches } from "@/lib/patches/list-project-patches";
import { ZPatchTableQuery } from "@/lib/patches/schemas";
import {
  addPatchTableOptions,
  toPatchTableParams,
  type TPatchTableOptions,
} from "../add-patch-table-options";
import { findProjectId } from "../find-project-id";
import { printJson } from "../print-json";

const PATCHES_DESCRIPTION =
  "The patch table: every patch with bug, tool, model, tests, campaign consensus and judge labels, filtered and sorted as on the Patches page (or a pasted --query), as JSON or CSV";

/**
 * `rubricate patches`: the project's patch table, filtered and sorted as the page's address
 * says (the same ZPatchTableQuery: `--query` takes an address's search part, the options name
 * its parameters), as JSON (one page, or `--all`) or every matching row as CSV. Blind to
 * nothing (an operator's tool, like `rubricate dashboard`).
 */
export function registerPatches(program: Command) {
  addPatchTableOptions(program.command("patches").description(PATCHES_DESCRIPTION)).action(
    async (opts: TPatchTableOptions) => {
      const query = ZPatchTableQuery.parse(toPatchTableParams(opts));
      const projectId = await findProjectId({ slug: opts.project });
      const csv = query.format === "csv";
      const table = await listProjectPatches({
        projectId,
        viewerId: null,
        query,
        all: csv || opts.all,
      });
      if (!csv) return printJson(table);
      process.stdout.write(formatPatchTableCsv({ table }));
    },
  );
}
