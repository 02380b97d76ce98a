"use client";

import { useState, type FormEvent } from "react";
import { useCreateUser } from "./use-create-user";
import type { TProjectRole } from "@/lib/auth/roles";
import { ProjectRoleFields } from "./project-role-fields";

export function CreateUserForm({ projects }: { projects: string[] }) {
  const create = useCreateUser();
  const [done, setDone] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const project = String(form.get("project") ?? "");
    const role = String(form.get("role") ?? "");
    setDone(null);
    create.mutate(
      {
        email: String(form.get("email")),
        name: String(form.get("name")),
        password: String(form.get("password")),
        isAdmin: form.get("isAdmin") === "on",
        projectRoles: project && role ? [{ projectSlug: project, role: role as TProjectRole }] : [],
      },
      {
        onSuccess: () => {
          setDone(`Created ${form.get("email")}.`);
          formEl.reset();
        },
      },
    );
  }

  return (
    <form className="panel" onSubmit={onSubmit} aria-label="Create user">
      <h2>Create a user</h2>
      <div className="form-row">
        <label className="field">
          Name
          <input name="name" required />
        </label>
        <label className="field">
          Email
          <input name="email" type="email" required />
        </label>
        <label className="field">
          Initial password
          <input name="password" type="password" minLength={8} required />
        </label>
        <ProjectRoleFields projects={projects} />
        <label style={{ display: "flex", gap: 6, alignItems: "center", paddingBottom: 6 }}>
          <input type="checkbox" name="isAdmin" /> Site admin
        </label>
        <button className="primary" type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create user"}
        </button>
      </div>
      {create.isError && (
        <div className="alert error" role="alert">
          {create.error.message}
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
