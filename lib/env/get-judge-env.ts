import { z } from "zod";
import { ZJudgeEnv } from "./schema-judge";
import { ZLlmVars } from "./schema-llm";
import { parseEnv, type TEnvSource } from "./parse-env";

const ZJudgeWorkerEnv = ZJudgeEnv.extend({ LLM_TIMEOUT_MS: ZLlmVars.shape.LLM_TIMEOUT_MS });
export type TJudgeEnv = z.infer<typeof ZJudgeWorkerEnv>;

/** The judge worker's variables (and the LLM timeout its deadline defaults from); throws naming a bad one. */
export function getJudgeEnv({ env = process.env }: { env?: TEnvSource } = {}): TJudgeEnv {
  return parseEnv({ schema: ZJudgeWorkerEnv, env });
}
