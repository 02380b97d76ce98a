"use client";

import { useState, type FormEvent } from "react";
import { useUpdateProfile } from "./use-update-profile";

/** The signed-in user's display name (the email is the sign-in name; admins manage it). */
export function ProfileForm({ name, email }: { name: string; email: string }) {
  const update = useUpdateProfile();
  const [done, setDone] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setDone(null);
    update.mutate(
      { name: String(form.get("name") ?? "") },
      { onSuccess: (r) => setDone(`Saved: you are now shown as ${r.user.name}.`) },
    );
  }

  return (
    <form className="panel" onSubmit={onSubmit} aria-label="Profile">
      <h2>Profile</h2>
      <div className="form-row">
        <label className="field">
          Email
          <input value={email} readOnly disabled />
        </label>
        <label className="field">
          Display name
          <input name="name" defaultValue={name} required maxLength={120} />
        </label>
        <button className="primary" type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save name"}
        </button>
      </div>
      {update.isError && (
        <div className="alert error" role="alert">
          {update.error.message}
        </div>
      )}
      {done && (
        <div className="alert success" role="status">
          {done}
        </div>
      )}
    </form>
  );
}
