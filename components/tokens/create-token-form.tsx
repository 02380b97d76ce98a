"use client";

import { useState, type FormEvent } from "react";
import { ApiError } from "@/components/query/fetch-json";
import { API_TOKEN_DEFAULT_DAYS, type TApiTokenScope } from "@/lib/tokens/schemas";
import type { TCreateApiTokenResponse } from "@/lib/tokens/tokens-api.types";
import { NewTokenPanel } from "./new-token-panel";
import { useCreateToken } from "./use-create-token";

const EXPIRY_DAYS = [7, 30, 90, 180, 365] as const;

/** A field's 422 message, shown under it. */
function FieldError({ error, path }: { error: unknown; path: string }) {
  const message =
    error instanceof ApiError ? error.fields.find((f) => f.path === path)?.message : undefined;
  if (!message) return null;
  return (
    <span className="field-error" role="alert" id={`token-${path}-error`}>
      {message}
    </span>
  );
}

/**
 * Creates a personal access token: a name, a scope (read or read-write), an expiry and
 * optionally one of the user's projects. The new token is shown once, below the form.
 */
export function CreateTokenForm({ projects }: { projects: { slug: string; name: string }[] }) {
  const create = useCreateToken();
  const [created, setCreated] = useState<TCreateApiTokenResponse | null>(null);
  const fieldErrors = create.error instanceof ApiError ? create.error.fields : [];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    const project = String(form.get("project") ?? "");
    setCreated(null);
    create.mutate(
      {
        name: String(form.get("name") ?? ""),
        scope: String(form.get("scope")) as TApiTokenScope,
        expiresInDays: Number(form.get("expiresInDays")),
        ...(project ? { projectSlug: project } : {}),
      },
      {
        onSuccess: (r) => {
          setCreated(r);
          formEl.reset();
        },
      },
    );
  }

  const invalid = (path: string) =>
    fieldErrors.some((f) => f.path === path)
      ? { "aria-invalid": true, "aria-describedby": `token-${path}-error` }
      : {};

  return (
    <>
      <form onSubmit={onSubmit} aria-label="Create API token">
        <div className="form-row">
          <label className="field">
            Name
            <input
              name="name"
              required
              maxLength={100}
              placeholder="e.g. analysis notebook"
              {...invalid("name")}
            />
            <FieldError error={create.error} path="name" />
          </label>
          <label className="field">
            Expires after
            <select
              name="expiresInDays"
              defaultValue={API_TOKEN_DEFAULT_DAYS}
              {...invalid("expiresInDays")}
            >
              {EXPIRY_DAYS.map((d) => (
                <option key={d} value={d}>
                  {d} days
                </option>
              ))}
            </select>
            <FieldError error={create.error} path="expiresInDays" />
          </label>
          <label className="field">
            Project
            <select name="project" defaultValue="" {...invalid("projectSlug")}>
              <option value="">All my projects</option>
              {projects.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name} ({p.slug})
                </option>
              ))}
            </select>
            <FieldError error={create.error} path="projectSlug" />
          </label>
        </div>
        <fieldset
          className="picker"
          style={{ flexDirection: "column", margin: "10px 0" }}
          {...invalid("scope")}
        >
          <legend>Scope</legend>
          <label className="check">
            <input type="radio" name="scope" value="read" defaultChecked /> <strong>read</strong>{" "}
            <span className="subtle">
              GET requests only: read bugs, rubrics, labels, agreement and exports.
            </span>
          </label>
          <label className="check">
            <input type="radio" name="scope" value="read-write" /> <strong>read-write</strong>{" "}
            <span className="subtle">
              Also changes data, within what your roles allow (never tokens or passwords).
            </span>
          </label>
          <FieldError error={create.error} path="scope" />
        </fieldset>
        <div className="form-row">
          <button className="primary" type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create token"}
          </button>
        </div>
        {create.isError && fieldErrors.length === 0 && (
          <div className="alert error" role="alert">
            {create.error.message}
          </div>
        )}
      </form>
      {created && <NewTokenPanel created={created} onDone={() => setCreated(null)} />}
    </>
  );
}
