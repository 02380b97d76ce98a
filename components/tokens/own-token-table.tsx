"use client";

import { formatTokenDate } from "./format-token-date";
import { TokenStatusBadge } from "./token-status-badge";
import { useOwnTokens } from "./use-own-tokens";
import { useRevokeToken } from "./use-revoke-token";

/** The user's tokens (never the tokens themselves), each active one with Revoke. */
export function OwnTokenTable() {
  const tokens = useOwnTokens();
  const revoke = useRevokeToken({ as: "owner" });
  return (
    <>
      {tokens.isError && (
        <div className="alert error" role="alert">
          {tokens.error.message}
        </div>
      )}
      {revoke.isError && (
        <div className="alert error" role="alert">
          {revoke.error.message}
        </div>
      )}
      <div className="table-wrap">
        <table className="data" aria-label="Your API tokens">
          <thead>
            <tr>
              <th>Name</th>
              <th>Token</th>
              <th>Scope</th>
              <th>Project</th>
              <th>Created</th>
              <th>Expires</th>
              <th>Last used</th>
              <th>Status</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.isPending && (
              <tr>
                <td colSpan={9} className="empty">
                  Loading…
                </td>
              </tr>
            )}
            {tokens.data?.length === 0 && (
              <tr>
                <td colSpan={9} className="empty">
                  No API tokens yet. Create one above to call the API from scripts or notebooks.
                </td>
              </tr>
            )}
            {tokens.data?.map((t) => (
              <tr key={t.id} data-testid={`token-row-${t.name}`}>
                <td>{t.name}</td>
                <td className="mono nowrap">{t.prefix}…</td>
                <td className="nowrap">{t.scope}</td>
                <td>{t.projectSlug ?? <span className="subtle">all my projects</span>}</td>
                <td className="nowrap">{formatTokenDate({ iso: t.createdAt })}</td>
                <td className="nowrap">{formatTokenDate({ iso: t.expiresAt })}</td>
                <td className="nowrap">{formatTokenDate({ iso: t.lastUsedAt, time: true })}</td>
                <td>
                  <TokenStatusBadge status={t.status} />
                </td>
                <td>
                  {t.status === "active" && (
                    <button
                      type="button"
                      disabled={revoke.isPending}
                      aria-label={`Revoke ${t.name}`}
                      onClick={() => {
                        if (
                          window.confirm(`Revoke the token "${t.name}"? It stops working at once.`)
                        )
                          revoke.mutate({ tokenId: t.id });
                      }}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
