import type { Metadata } from "next";
import Link from "next/link";
import { LlmCheckPanel } from "@/components/settings/llm-check-panel";
import { LlmSettingsPanel } from "@/components/settings/llm-settings-panel";
import { PasswordForm } from "@/components/settings/password-form";
import { ProfileForm } from "@/components/settings/profile-form";
import { ApiTokensSection } from "@/components/tokens/api-tokens-section";
import { requirePageUser } from "@/lib/auth/require-page-access";
import { canReadLlmSettings } from "@/lib/llm/can-read-llm-settings";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { listProjects } from "@/lib/projects/list-projects";

export const metadata: Metadata = { title: "Settings" };

/**
 * The user's own name, password and API tokens (for their projects); the server's LLM configuration (keys never reach the
 * browser) and its connection check only for leads and admins: for anyone else not even rendered.
 */
export default async function SettingsPage() {
  const user = await requirePageUser();
  const llm = (await canReadLlmSettings({ user })) ? getLlmSettings() : null;
  const projects = (await listProjects({ user })).map((p) => ({ slug: p.slug, name: p.name }));
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Settings</h1>
          <div className="subtle">Your account.</div>
        </div>
      </div>
      <ProfileForm name={user.name} email={user.email} />
      <PasswordForm />
      <ApiTokensSection projects={projects} />
      {llm && <LlmSettingsPanel llm={llm} />}
      {llm && <LlmCheckPanel />}
      <section className="panel" data-testid="api-link">
        <h2>API</h2>
        <div className="subtle">
          Script Rubricate over HTTP: every route, its parameters and responses.
        </div>
        <p>
          <Link href="/settings/api">API reference</Link> (the OpenAPI document:{" "}
          <a href="/api/openapi.json">/api/openapi.json</a>)
        </p>
      </section>
    </>
  );
}
