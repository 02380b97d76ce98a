"use client";

import { TokenTable } from "./token-table";
import { useAllTokens } from "./use-all-tokens";

/** Every user's API tokens (site admins), each active one with Revoke. */
export function AdminTokenTable() {
  return (
    <section className="panel" aria-labelledby="admin-tokens-heading">
      <h2 id="admin-tokens-heading">API tokens</h2>
      <div className="subtle">
        Every user&apos;s personal access tokens. Revoking one stops it at once; deactivating a user
        stops all of theirs.
      </div>
      <TokenTable
        as="admin"
        label="Every user's API tokens"
        empty="No user has an API token."
        tokens={useAllTokens()}
      />
    </section>
  );
}
