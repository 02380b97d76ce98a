import { createHash } from "node:crypto";

/** What the Invite table stores for a link's token: its SHA-256, hex (the token itself never is). */
export function hashInviteToken(options: { token: string }): string {
  return createHash("sha256").update(options.token, "utf8").digest("hex");
}
