import type { Command } from "commander";
import { formatRulesText } from "@/lib/rules/format-rules-text";
import type {
  TGetProjectRulesResponse,
  TGetRuleVersionsResponse,
  TSaveProjectRulesResponse,
} from "@/lib/rules/rules-api.types";
import {
  defineRulesCommands,
  readRulesSetBody,
  type TRulesSetOptions,
} from "../commands/rules-options";
import { countNoun } from "@/lib/text/count-noun";
import { printJson } from "../print-json";
import { createRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";

/**
 * `--server`'s `rules show | set | history`: the rules routes (reading: any project role; saving: a
 * lead's or admin's read-write token), printed as the local commands print them.
 */
export function registerRemoteRules(program: Command, target: TRemoteTarget) {
  const client = (project: string) => createRemoteClient({ ...target, project });
  const { show, set, history } = defineRulesCommands(program);
  show.action(async (opts: { project: string; json?: boolean }) => {
    const { current } = await client(opts.project).json<TGetProjectRulesResponse>({
      path: "rules",
    });
    if (opts.json) return printJson({ current });
    console.log(formatRulesText({ versions: current ? [current] : [] }));
  });
  set.action(async (opts: TRulesSetOptions) => {
    const input = readRulesSetBody(opts);
    const { ruleSet } = await client(opts.project).json<TSaveProjectRulesResponse>({
      method: "POST",
      path: "rules",
      body: input,
    });
    if (opts.json) return printJson({ ruleSet });
    console.log(
      `Saved the project rules as version ${ruleSet.version} (${countNoun({ count: input.rules.length, one: "rule" })}).`,
    );
  });
  history.action(async (opts: { project: string; json?: boolean }) => {
    const { versions } = await client(opts.project).json<TGetRuleVersionsResponse>({
      path: "rules/versions",
    });
    if (opts.json) return printJson({ versions });
    console.log(formatRulesText({ versions, history: true }));
  });
}
