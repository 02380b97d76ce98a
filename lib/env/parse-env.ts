import type { z } from "zod";

export type TEnvSource = Record<string, string | undefined>;

/** Parses `env` with `schema`; throws naming every bad variable (`label`: first line of the message). */
export function parseEnv<T extends z.ZodType>(options: {
  schema: T;
  env: TEnvSource;
  label?: string;
}): z.infer<T> {
  const { schema, env, label = "Invalid environment:" } = options;
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`${label}\n${lines.join("\n")}`);
}
