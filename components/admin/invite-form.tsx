"use client";

import { useState, type FormEvent } from "react";
import { useCreateInvite } from "./use-create-invite";
import type { TProjectRole } from "@/lib/auth/roles";
import { ProjectRoleFields } from "./project-role-fields";
import { INVITE_DEFAULT_HOURS, INVITE_MAX_HOURS } from "@/lib/users/invite-limits";

/** Invites by a one-time, expiring link that the admin copies (there is no mail server). */
export function InviteForm({ projects }: { projects: string[] }) {
  const invite = useCreateInvite();
  const [link, setLink] = useState<{ url: string; email: string; expiresAt: string } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const project = String(form.get("project") ?? "");
    const role = String(form.get("role") ?? "");
    setLink(null);
    invite.mutate(
      {
        email: String(form.get("email")),
        isAdmin: form.get("isAdmin") === "on",
        projectRoles: project && role ? [{ projectSlug: project, role: role as TProjectRole }] : [],
        expiresInHours: Number(form.get("hours")),
      },
      {
        onSuccess: (r) => {
          setLink({
            url: `${window.location.origin}${r.path}`,
            email: r.invite.email,
            expiresAt: r.invite.expiresAt,
          });
          formEl.reset();
        },
      },
    );
  }

  return (
    <form className="panel" onSubmit={onSubmit} aria-label="Invite user">
      <h2>Invite by link</h2>
      <div className="subtle">
        The invitee opens the link, chooses a name and password, then signs in. The link works once
        and expires; it is shown only now, so copy it.
      </div>
      <div className="form-row">
        <label className="field">
          Email
          <input name="email" type="email" required />
        </label>
        <ProjectRoleFields projects={projects} />
        <label className="field">
          Valid for (hours)
          <input
            name="hours"
            type="number"
            min={1}
            max={INVITE_MAX_HOURS}
            defaultValue={INVITE_DEFAULT_HOURS}
            required
          />
        </label>
        <label style={{ display: "flex", gap: 6, alignItems: "center", paddingBottom: 6 }}>
          <input type="checkbox" name="isAdmin" /> Site admin
        </label>
        <button className="primary" type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Creating…" : "Create invite link"}
        </button>
      </div>
      {invite.isError && (
        <div className="alert error" role="alert">
          {invite.error.message}
        </div>
      )}
      {link && (
        <div className="alert success" role="status">
          Invite link for {link.email} (one use, until{" "}
          {link.expiresAt.slice(0, 16).replace("T", " ")} UTC):{" "}
          <input
            className="mono"
            aria-label="Invite link"
            readOnly
            value={link.url}
            size={60}
            onFocus={(e) => e.currentTarget.select()}
          />{" "}
          <button type="button" onClick={() => void navigator.clipboard?.writeText(link.url)}>
            Copy
          </button>
        </div>
      )}
    </form>
  );
}
