import type { Command } from "commander";
import type {
  TCreateJudgeConfigResponse,
  TGetJudgeConfigsResponse,
} from "@/lib/judge/judge-api.types";
import {
  defineJudgeConfigCommands,
  formatJudgeConfigLine,
  readJudgeConfigBody,
  savedConfigLine,
  type TJudgeConfigCreateOptions,
} from "../commands/judge-config-options";
import { printJson } from "../print-json";
import { createRemoteClient } from "./remote-client";
import type { TRemoteTarget } from "./remote-commands";

/**
 * `--server`'s `judge-config create | list`: the judge configuration routes (listing: any project
 * role that reads the judge; saving: a read-write token of a role that runs it), printed as the
 * local commands print them. The version is recorded as the token's user's.
 */
export function registerRemoteJudgeConfig(program: Command, target: TRemoteTarget) {
  const client = (project: string) => createRemoteClient({ ...target, project });
  const { create, list } = defineJudgeConfigCommands(program);
  create.action(async (opts: TJudgeConfigCreateOptions) => {
    const body = readJudgeConfigBody(opts);
    const answer = await client(opts.project).json<TCreateJudgeConfigResponse>({
      method: "POST",
      path: "judge/configs",
      body,
    });
    if (opts.json) return printJson(answer);
    console.log(savedConfigLine(answer.config));
  });
  list.action(async (opts: { project: string; json?: boolean }) => {
    const { configs } = await client(opts.project).json<TGetJudgeConfigsResponse>({
      path: "judge/configs",
    });
    if (opts.json) return printJson(configs);
    for (const c of configs) console.log(formatJudgeConfigLine(c));
  });
}
