import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { unzipSync } from "fflate";
import { AGREEMENT_TABLES } from "@/lib/agreement/schemas";
import { RESEARCH_TABLES } from "@/lib/research/schemas";
import {
  addTableQueryOptions,
  toTableQuery,
  type TTableQueryOptions,
} from "../add-table-query-options";
import { addPolicyOptions, toPolicyQuery, type TPolicyOptions } from "../add-policy-options";
import { printJson } from "../print-json";
import { createRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";
import { writeResponse } from "./write-response";
import { JSON_ONLY_HELP } from "../json-only-help";

type TDashboardOptions = TTableQueryOptions & { cache: boolean; all?: boolean; out?: string };

/**
 * `--server`'s `dashboard`, `research`, `policy` and `alignment`: the pages' routes, printed as
 * the local commands print them (the JSON indented, a table as the export route's file, which
 * the same export function writes), for the token's user (their blinding applies).
 */
export function registerRemoteTables(program: Command, target: TRemoteTarget) {
  const client = (project: string) => createRemoteClient({ ...target, project });
  addTableQueryOptions({
    command: program
      .command("dashboard")
      .description("Agreement dashboard of a campaign and judge runs, from the server"),
    maxRuns: 4,
    tables: AGREEMENT_TABLES,
  })
    .option("--no-cache", "ignored with --server (the server keeps its cache)")
    .option("--all", "write every table in every format and every chart (SVG) into --out")
    .option("--out <dir>", "directory for --all (created if missing)")
    .action(async (opts: TDashboardOptions) => {
      if (opts.all && !opts.out) throw new Error("--all needs --out DIR.");
      if (opts.out && !opts.all) throw new Error("--out goes with --all.");
      if (opts.all && opts.table) throw new Error("--all writes every table; leave out --table.");
      const api = client(opts.project);
      const query = toTableQuery(opts);
      if (opts.all) {
        const res = await api.request({ path: "agreement/export-all", query });
        const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
        const dir = path.resolve(opts.out!);
        mkdirSync(dir, { recursive: true });
        const files = Object.entries(zip).map(([name, bytes]) => {
          writeFileSync(path.join(dir, path.basename(name)), bytes);
          return { file: path.basename(name), bytes: bytes.byteLength };
        });
        printJson({ dir, files });
      } else if (opts.table) {
        const res = await api.request({
          path: "agreement/export",
          query: { ...query, table: opts.table, format: opts.format },
        });
        await writeResponse({ res });
      } else printJson(await api.json({ path: "agreement", query }));
    });

  addTableQueryOptions({
    command: program.command("research").description("Research tables, from the server"),
    maxRuns: 8,
    tables: RESEARCH_TABLES,
  }).action(async (opts: TTableQueryOptions) => {
    const api = client(opts.project);
    const query = toTableQuery(opts);
    if (opts.table) {
      const res = await api.request({
        path: "research/export",
        query: { ...query, table: opts.table, format: opts.format },
      });
      await writeResponse({ res });
    } else printJson(await api.json({ path: "research", query: { ...query, include: "report" } }));
  });

  addPolicyOptions(
    program.command("policy").description("Decisions from a judge run, from the server"),
  ).action(async (opts: TPolicyOptions) => {
    const api = client(opts.project);
    const query = toPolicyQuery(opts);
    if (opts.table) {
      const res = await api.request({
        path: "policy/export",
        query: { ...query, table: opts.table, format: opts.format },
      });
      await writeResponse({ res });
    } else printJson(await api.json({ path: "policy", query }));
  });

  program
    .command("alignment")
    .option("--json", JSON_ONLY_HELP)
    .description("Judge configuration versions against a campaign's consensus, from the server")
    .requiredOption("--project <slug>", "project")
    .requiredOption("--config <name>", "judge configuration name")
    .option("--campaign <id>", "campaign (default: the newest revealed)")
    .option("--config-version <n>", "configuration version whose disagreements to list")
    .action(
      async (opts: {
        project: string;
        config: string;
        campaign?: string;
        configVersion?: string;
      }) =>
        printJson(
          await client(opts.project).json({
            path: "judge/alignment",
            query: { config: opts.config, campaignId: opts.campaign, version: opts.configVersion },
          }),
        ),
    );
}
