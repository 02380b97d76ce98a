import { z } from "zod";

/** Set by Node.js and Next.js themselves, not by whoever installs Rubricate (so not in docs/configuration.md). */
export const ZRuntimeEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** `nodejs` or `edge` inside a Next.js server; unset in the CLI and tests. */
  NEXT_RUNTIME: z.string().optional(),
});
