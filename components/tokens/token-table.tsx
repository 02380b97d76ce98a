"use client";

import type { TApiToken } from "@/lib/tokens/tokens-api.types";
import { formatTokenDate } from "./format-token-date";
import { TokenStatusBadge } from "./token-status-badge";
import { useRevokeToken } from "./use-revoke-token";

type TRow = TApiToken & { user?: { email: string } };

/**
 * A list of API tokens (never the tokens themselves), each active one with Revoke after a
 * confirmation: the user's own (`as: "owner"`) or, for site admins, everyone's with the user.
 */
export function TokenTable(props: {
  as: "owner" | "admin";
  label: string;
  empty: string;
  tokens: { data?: TRow[]; isPending: boolean; error: Error | null };
}) {
  const { as, tokens } = props;
  const revoke = useRevokeToken({ as });
  const admin = as === "admin";
  const columns = 9 + (admin ? 1 : 0);
  const whose = (t: TRow) => (admin && t.user ? ` of ${t.user.email}` : "");
  return (
    <>
      {[tokens.error, revoke.error].map(
        (error, i) =>
          error && (
            <div key={i} className="alert error" role="alert">
              {error.message}
            </div>
          ),
      )}
      <div className="table-wrap">
        <table className="data" aria-label={props.label}>
          <thead>
            <tr>
              {admin && <th>User</th>}
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
            {(tokens.isPending || tokens.data?.length === 0) && (
              <tr>
                <td colSpan={columns} className="empty">
                  {tokens.isPending ? "Loading…" : props.empty}
                </td>
              </tr>
            )}
            {tokens.data?.map((t) => (
              <tr
                key={t.id}
                data-testid={
                  admin ? `admin-token-row-${t.user?.email}-${t.name}` : `token-row-${t.name}`
                }
              >
                {admin && <td className="mono">{t.user?.email}</td>}
                <td>{t.name}</td>
                <td className="mono nowrap">{t.prefix}…</td>
                <td className="nowrap">{t.scope}</td>
                <td>
                  {t.projectSlug ?? (
                    <span className="subtle">{admin ? "all" : "all my projects"}</span>
                  )}
                </td>
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
                      aria-label={`Revoke ${t.name}${whose(t)}`}
                      onClick={() => {
                        if (
                          window.confirm(
                            `Revoke the token "${t.name}"${whose(t)}? It stops working at once.`,
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
    </>
  );
}
