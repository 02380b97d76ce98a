import type { TApiToken } from "@/lib/tokens/tokens-api.types";

const TONE = { active: "ok", expired: "warn", revoked: "bad" } as const;

/** A token's state: active, expired or revoked. */
export function TokenStatusBadge({ status }: { status: TApiToken["status"] }) {
  return <span className={`badge ${TONE[status]}`}>{status}</span>;
}
