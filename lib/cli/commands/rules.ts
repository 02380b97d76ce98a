import type { Command } from "commander";
import { createRuleSetVersion } from "@/lib/rules/create-rule-set-version";
import { formatRulesText } from "@/lib/rules/format-rules-text";
import { getCurrentRuleSet } from "@/lib/rules/get-current-rule-set";
import { listRuleSetVersions } from "@/lib/rules/list-rule-set-versions";
import { findProjectId } from "../find-project-id";
import { countNoun } from "@/lib/text/count-noun";
import { printJson } from "../print-json";
import { defineRulesCommands, readRulesSetBody, type TRulesSetOptions } from "./rules-options";

/** `rubricate rules show | set | history` on this machine's database (lib/rules). */
export function registerRules(program: Command) {
  const { show, set, history } = defineRulesCommands(program);
  show.action(async (opts: { project: string; json?: boolean }) => {
    const current = await getCurrentRuleSet({
      projectId: await findProjectId({ slug: opts.project }),
    });
    if (opts.json) return printJson({ current });
    console.log(formatRulesText({ versions: current ? [current] : [] }));
  });
  set.action(async (opts: TRulesSetOptions) => {
    const input = readRulesSetBody(opts);
    const projectId = await findProjectId({ slug: opts.project });
    const ruleSet = await createRuleSetVersion({ projectId, actorId: null, input });
    if (opts.json) return printJson({ ruleSet });
    console.log(
      `Saved the project rules as version ${ruleSet.version} (${countNoun({ count: input.rules.length, one: "rule" })}).`,
    );
  });
  history.action(async (opts: { project: string; json?: boolean }) => {
    const versions = await listRuleSetVersions({
      projectId: await findProjectId({ slug: opts.project }),
    });
    if (opts.json) return printJson({ versions });
    console.log(formatRulesText({ versions, history: true }));
  });
}
