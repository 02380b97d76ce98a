"use client";

import { useRouter } from "next/navigation";
import type { FormEvent } from "react";
import { useCreateProject } from "./use-create-project";

export function CreateProjectForm() {
  const create = useCreateProject();
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate(
      {
        slug: String(form.get("slug")),
        name: String(form.get("name")),
        description: String(form.get("description") ?? ""),
      },
      { onSuccess: ({ project }) => router.push(`/projects/${project.slug}`) },
    );
  }

  return (
    <form
      className="panel"
      style={{ marginTop: 24 }}
      onSubmit={onSubmit}
      aria-label="Create project"
    >
      <h2>New project</h2>
      <div className="form-row">
        <label className="field">
          Name
          <input name="name" required />
        </label>
        <label className="field">
          Slug
          <input name="slug" required pattern="[a-z0-9][a-z0-9-]*" placeholder="e.g. vuln-repair" />
        </label>
        <label className="field" style={{ flex: 1 }}>
          Description
          <input name="description" />
        </label>
        <button className="primary" type="submit" disabled={create.isPending}>
          Create project
        </button>
      </div>
      {create.isError && (
        <div className="alert error" role="alert">
          {create.error.message}
        </div>
      )}
    </form>
  );
}
