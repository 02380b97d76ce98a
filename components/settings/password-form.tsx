"use client";

import type { FormEvent } from "react";
import { useHydrated } from "@/components/auth/use-hydrated";
import { useChangePassword } from "./use-change-password";

/** Changes the signed-in user's password (current one required); then every session ends. */
export function PasswordForm() {
  const change = useChangePassword();
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change.mutate({
      currentPassword: String(form.get("currentPassword") ?? ""),
      newPassword: String(form.get("newPassword") ?? ""),
    });
  }

  return (
    <form className="panel" onSubmit={onSubmit} aria-label="Change password">
      <h2>Password</h2>
      <div className="subtle">
        At least 8 characters; a few unrelated words make a good one. You are signed out everywhere
        and sign in again with the new password.
      </div>
      <div className="form-row">
        <label className="field">
          Current password
          <input name="currentPassword" type="password" autoComplete="current-password" required />
        </label>
        <label className="field">
          New password
          <input
            name="newPassword"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
          />
        </label>
        <button className="primary" type="submit" disabled={!hydrated || change.isPending}>
          {change.isPending ? "Changing…" : "Change password"}
        </button>
      </div>
      {change.isError && (
        <div className="alert error" role="alert">
          {change.error.message}
        </div>
      )}
    </form>
  );
}
