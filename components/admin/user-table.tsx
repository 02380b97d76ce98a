"use client";

import { useState } from "react";
import { useResetPassword } from "./use-reset-password";
import { useSetRoles } from "./use-set-roles";
import { useSetUserActive } from "./use-set-user-active";
import { useUsers } from "./use-users";
import { PROJECT_ROLES } from "@/lib/auth/roles";

/** Every user; tick boxes change the user's roles in the chosen project at once. */
export function UserTable({ projects }: { projects: string[] }) {
  const users = useUsers();
  const setRoles = useSetRoles();
  const setActive = useSetUserActive();
  const reset = useResetPassword();
  const [project, setProject] = useState(projects[0] ?? "");
  // Roles just ticked, shown at once until the server's list catches up.
  const [pending, setPending] = useState<Record<string, string[]>>({});

  function toggle(userId: string, current: string[], role: string, on: boolean) {
    const roles = on ? [...current, role] : current.filter((r) => r !== role);
    const key = `${userId}:${project}`;
    setPending((p) => ({ ...p, [key]: roles }));
    setRoles.mutate(
      { userId, projectSlug: project, roles },
      { onSettled: () => setPending(({ [key]: _done, ...rest }) => rest) },
    );
  }

  return (
    <section className="panel">
      <div className="toolbar">
        <h2 style={{ margin: 0 }}>Users</h2>
        <span className="spacer" style={{ flex: 1 }} />
        <label className="subtle">
          Roles in project{" "}
          <select
            value={project}
            onChange={(e) => setProject(e.target.value)}
            aria-label="Project for roles"
          >
            {projects.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      {users.isError && (
        <div className="alert error" role="alert">
          {users.error.message}
        </div>
      )}
      {setActive.isError && (
        <div className="alert error" role="alert">
          {setActive.error.message}
        </div>
      )}
      {reset.isError && (
        <div className="alert error" role="alert">
          {reset.error.message}
        </div>
      )}
      {reset.data && (
        <div className="alert success" role="status" data-testid="reset-password-result">
          New password for {reset.data.email} (shown once; their sessions ended):{" "}
          <input
            className="mono"
            aria-label="Generated password"
            readOnly
            value={reset.data.password}
            onFocus={(e) => e.currentTarget.select()}
          />
        </div>
      )}
      {setRoles.isError && (
        <div className="alert error" role="alert">
          {setRoles.error.message}
        </div>
      )}
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Site admin</th>
              {PROJECT_ROLES.map((r) => (
                <th key={r}>{r}</th>
              ))}
              <th>All roles</th>
              <th>Account</th>
            </tr>
          </thead>
          <tbody>
            {users.isPending && (
              <tr>
                <td colSpan={9} className="empty">
                  Loading…
                </td>
              </tr>
            )}
            {users.data?.map((u) => {
              const current =
                pending[`${u.id}:${project}`] ??
                u.roles.filter((r) => r.projectSlug === project).map((r) => r.role);
              return (
                <tr key={u.id} data-testid={`user-row-${u.email}`}>
                  <td>{u.name}</td>
                  <td className="mono">{u.email}</td>
                  <td>{u.isAdmin ? <span className="badge info">yes</span> : ""}</td>
                  {PROJECT_ROLES.map((r) => (
                    <td key={r}>
                      <input
                        type="checkbox"
                        aria-label={`${r} in ${project} for ${u.email}`}
                        checked={current.includes(r)}
                        disabled={!project}
                        onChange={(e) => toggle(u.id, current, r, e.target.checked)}
                      />
                    </td>
                  ))}
                  <td className="subtle">
                    {u.roles.map((r) => `${r.projectSlug}:${r.role}`).join(", ") || "—"}
                  </td>
                  <td style={{ whiteSpace: "nowrap" }}>
                    {u.deactivatedAt ? (
                      <span className="badge warn">deactivated</span>
                    ) : (
                      <span className="badge ok">active</span>
                    )}{" "}
                    <button
                      type="button"
                      disabled={setActive.isPending}
                      onClick={() => {
                        const verb = u.deactivatedAt ? "Reactivate" : "Deactivate";
                        if (window.confirm(`${verb} ${u.email}?`))
                          setActive.mutate({ userId: u.id, active: !!u.deactivatedAt });
                      }}
                    >
                      {u.deactivatedAt ? "Reactivate" : "Deactivate"}
                    </button>{" "}
                    <button
                      type="button"
                      disabled={reset.isPending}
                      onClick={() => {
                        if (window.confirm(`Reset the password of ${u.email}? Their sessions end.`))
                          reset.mutate({ userId: u.id });
                      }}
                    >
                      Reset password
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
