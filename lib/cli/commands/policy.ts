import type { Command } from "commander";
import { exportPolicyTable } from "@/lib/policies/export-policy-table";
import { getPolicyEvaluation } from "@/lib/policies/get-policy-evaluation";
import { ZPolicyExportQuery, ZPolicyQuery } from "@/lib/policies/schemas";
import { addPolicyOptions, toPolicyQuery, type TPolicyOptions } from "../add-policy-options";
import { findProjectId } from "../find-project-id";

/** `rubricate policy`: validation and abstention policies of a judge run, the policy page's JSON or one table. */
export function registerPolicy(program: Command) {
  addPolicyOptions(
    program
      .command("policy")
      .description(
        "Decisions from a judge run: binary and percentile validation (and bug abstention) against a success criterion, with filtered success@k; everything as JSON, or one table",
      ),
  ).action(async (opts: TPolicyOptions) => {
    const projectId = await findProjectId({ slug: opts.project });
    const raw = toPolicyQuery(opts);
    if (!opts.table) {
      const evaluation = await getPolicyEvaluation({
        projectId,
        viewerId: null,
        query: ZPolicyQuery.parse(raw),
      });
      process.stdout.write(`${JSON.stringify(evaluation, null, 2)}\n`);
      return;
    }
    const { table, format, ...query } = ZPolicyExportQuery.parse({
      ...raw,
      table: opts.table,
      format: opts.format,
    });
    const evaluation = await getPolicyEvaluation({ projectId, viewerId: null, query });
    process.stdout.write(exportPolicyTable({ evaluation, table, format, slug: opts.project }).text);
  });
}
