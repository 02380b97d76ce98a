"use client";

import { formatTokenDate } from "./format-token-date";
import { TokenStatusBadge } from "./token-status-badge";
import { useAllTokens } from "./use-all-tokens";
import { useRevokeToken } from "./use-revoke-token";

/** Every user's API tokens (site admins), each active one with Revoke. */
export function AdminTokenTable() {
  const tokens = useAllTokens();
  const revoke = useRevokeToken({ as: "admin" });
  return (
    <section className="panel" aria-labelledby="admin-tokens-heading">
      <h2 id="admin-tokens-heading">API tokens</h2>
      <div className="subtle">
        Every user&apos;s personal access tokens. Revoking one stops it at once; deactivating a user
        stops all of theirs.
      </div>
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
        <table className="data" aria-label="Every user's API tokens">
          <thead>
            <tr>
              <th>User</th>
              <th>Name</th>
              <th>Token</th>
              <th>Scope</th>
              <th>Project</th>
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
                  No user has an API token.
                </td>
              </tr>
            )}
            {tokens.data?.map((t) => (
              <tr key={t.id} data-testid={`admin-token-row-${t.user.email}-${t.name}`}>
                <td className="mono">{t.user.email}</td>
                <td>{t.name}</td>
                <td className="mono nowrap">{t.prefix}…</td>
                <td className="nowrap">{t.scope}</td>
                <td>{t.projectSlug ?? <span className="subtle">all</span>}</td>
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
                      aria-label={`Revoke ${t.name} of ${t.user.email}`}
                      onClick={() => {
                        if (
                          window.confirm(
                            `Revoke the token "${t.name}" of ${t.user.email}? It stops working at once.`,
                          )
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
    </section>
  );
}
