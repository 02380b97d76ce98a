import { ZEnv, type TEnv } from "./env-schema";
import { parseEnv, type TEnvSource } from "./parse-env";

export { ZEnv, type TEnv };

/**
 * The whole server-only environment, validated; throws naming every bad variable. The server
 * (instrumentation.ts), the CLI and the worker call it at start-up, so a bad value stops them
 * there. Parsed on each call (cheap), so tests that change process.env between cases are seen.
 * Never import it from a client component: it holds the secrets.
 */
export function getEnv({ env = process.env }: { env?: TEnvSource } = {}): TEnv {
  return parseEnv({ schema: ZEnv, env });
}
