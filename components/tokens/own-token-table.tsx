"use client";

import { TokenTable } from "./token-table";
import { useOwnTokens } from "./use-own-tokens";

/** The user's tokens (never the tokens themselves), each active one with Revoke. */
export function OwnTokenTable() {
  return (
    <TokenTable
      as="owner"
      label="Your API tokens"
      empty="No API tokens yet. Create one above to call the API from scripts or notebooks."
      tokens={useOwnTokens()}
    />
  );
}
