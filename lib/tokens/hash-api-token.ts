import { createHash } from "node:crypto";

/** What the ApiToken table stores for a token: its SHA-256, hex (the token itself never is). */
export function hashApiToken(options: { token: string }): string {
  return createHash("sha256").update(options.token, "utf8").digest("hex");
}
