import { z } from "zod";
import { ZRuntimeEnv } from "./schema-runtime";
import { parseEnv, type TEnvSource } from "./parse-env";

/** NODE_ENV and NEXT_RUNTIME only: cheap enough for the per-request proxy, and holds no secret. */
export function getRuntimeEnv({ env = process.env }: { env?: TEnvSource } = {}): z.infer<
  typeof ZRuntimeEnv
> {
  return parseEnv({ schema: ZRuntimeEnv, env });
}
