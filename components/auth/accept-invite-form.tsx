"use client";

import type { FormEvent } from "react";
import { useAcceptInvite } from "./use-accept-invite";
import { useHydrated } from "./use-hydrated";

/** The invitee's name and password for the invited email (fixed by the admin). */
export function AcceptInviteForm(props: { token: string; email: string; expiresAt: string }) {
  const accept = useAcceptInvite(props.token);
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    accept.mutate({
      name: String(form.get("name") ?? ""),
      password: String(form.get("password") ?? ""),
    });
  }

  return (
    <form onSubmit={onSubmit} aria-label="Accept invitation">
      <p className="subtle">
        For <strong data-testid="invite-email">{props.email}</strong>; this link works once, until{" "}
        {props.expiresAt.slice(0, 16).replace("T", " ")} UTC.
      </p>
      <label className="field">
        Your name
        <input name="name" autoComplete="name" required maxLength={120} autoFocus />
      </label>
      <label className="field">
        Choose a password
        <input name="password" type="password" autoComplete="new-password" minLength={8} required />
      </label>
      <div className="subtle">At least 8 characters; a few unrelated words make a good one.</div>
      {accept.isError && (
        <div className="alert error" role="alert">
          {accept.error.message}
        </div>
      )}
      <button
        className="primary"
        type="submit"
        disabled={!hydrated || accept.isPending || accept.isSuccess}
      >
        {accept.isPending ? "Creating your account…" : "Create my account"}
      </button>
    </form>
  );
}
