import { z } from "zod";
import { ZAuthEnv } from "./schema-auth";
import { ZJudgeEnv } from "./schema-judge";
import { checkLlmVars, ZLlmVars } from "./schema-llm";
import { ZRuntimeEnv } from "./schema-runtime";
import { ZServerEnv } from "./schema-server";

/**
 * Every environment variable the app, the CLI and the judge worker read, in one schema (its
 * parts: server, auth, LLM, judge, runtime). docs/configuration.md documents each one
 * but the runtime part; env-schema.test.ts keeps the two in step.
 */
export const ZEnv = z
  .object({
    ...ZServerEnv.shape,
    ...ZAuthEnv.shape,
    ...ZLlmVars.shape,
    ...ZJudgeEnv.shape,
    ...ZRuntimeEnv.shape,
  })
  .superRefine(checkLlmVars);
export type TEnv = z.infer<typeof ZEnv>;
