import type { Command } from "commander";
import type {
  TGetRubricResponse,
  TReviewRubricResponse,
  TSaveRubricResponse,
  TSubmitRubricResponse,
} from "@/lib/rubrics/rubrics-api.types";
import {
  defineRubricEditCommands,
  parseFormat,
  planSave,
  printDryRun,
  printReviewed,
  printSaved,
  printShown,
  printSubmitted,
  requireRubric,
  reviewBody,
  type TReviewOptions,
  type TSaveOptions,
  type TShowOptions,
  type TSubmitOptions,
} from "../commands/rubric-edit-options";
import { createRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";

/**
 * `--server`'s `rubric show | save | submit | review`: GET, PUT and the submit and review POSTs
 * of /api/projects/<slug>/bugs/<bug>/rubric as the token's user (saving, submitting and
 * reviewing need an engineer's or admin's read-write token), printed as the local commands print.
 */
export function registerRemoteRubric(program: Command, target: TRemoteTarget) {
  const { show, save, submit, review } = defineRubricEditCommands(program);
  const open = (opts: TShowOptions & { as?: string }) => {
    if (opts.as !== undefined)
      throw new Error("--as is for the local CLI: with --server the token's user acts.");
    const api = createRemoteClient({ ...target, project: opts.project });
    const path = (suffix = "") => `bugs/${encodeURIComponent(opts.bug)}/rubric${suffix}`;
    const query = { format: parseFormat(opts) };
    const load = () => api.json<TGetRubricResponse>({ path: path(), query });
    return { api, path, query, load };
  };

  show.action(async (opts: TShowOptions) => {
    printShown({ detail: await open(opts).load(), opts });
  });

  save.action(async (opts: TSaveOptions) => {
    const { api, path, query, load } = open(opts);
    const plan = planSave({ detail: await load(), opts });
    if (opts.dryRun) return printDryRun({ plan, json: opts.json });
    const saved = await api.json<TSaveRubricResponse>({
      method: "PUT",
      path: path(),
      query,
      body: plan.input,
    });
    printSaved({ saved, plan, opts });
  });

  submit.action(async (opts: TSubmitOptions) => {
    const { api, path, query, load } = open(opts);
    const version = requireRubric({ detail: await load(), opts }).currentVersion;
    const submitted = await api.json<TSubmitRubricResponse>({
      method: "POST",
      path: path("/submit"),
      query,
      body: { versionId: opts.versionId ?? version.id },
    });
    printSubmitted({ submitted, number: version.number, opts });
  });

  review.action(async (opts: TReviewOptions) => {
    const { api, path, query, load } = open(opts);
    const detail = await load();
    const reviewed = await api.json<TReviewRubricResponse>({
      method: "POST",
      path: path("/review"),
      query,
      body: reviewBody({ detail, opts }),
    });
    printReviewed({
      reviewed,
      number: requireRubric({ detail, opts }).currentVersion.number,
      opts,
    });
  });
}
