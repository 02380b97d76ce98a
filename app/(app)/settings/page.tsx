import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth/require-page-access";
import { getLlmSettings } from "@/lib/llm/get-llm-settings";
import { PasswordForm } from "@/components/settings/password-form";
import { ProfileForm } from "@/components/settings/profile-form";

export const metadata: Metadata = { title: "Settings" };

/** Read-only view of the server's LLM configuration; keys never reach the browser. */
export default async function SettingsPage() {
  const user = await requirePageUser();
  const llm = getLlmSettings();
  return (
    <>
      <div className="page-head">
        <div>
          <h1>Settings</h1>
          <div className="subtle">
            Set by environment variables on the server (see the README); shown read-only.
          </div>
        </div>
      </div>
      <ProfileForm name={user.name} email={user.email} />
      <PasswordForm />
      <section className="panel" data-testid="llm-settings">
        <h2>LLM provider</h2>
        <dl className="kv">
          <dt>Provider</dt>
          <dd>
            {llm.provider === "none"
              ? "none: drafting uses the offline drafter (no LLM)"
              : llm.provider}
          </dd>
          <dt>Model</dt>
          <dd>{llm.model ?? "—"}</dd>
          <dt>Endpoint</dt>
          <dd>{llm.baseUrl ?? "provider default"}</dd>
          <dt>API key</dt>
          <dd>{llm.keySource ? `set (from ${llm.keySource})` : "not set"}</dd>
          <dt>Status</dt>
          <dd>
            {llm.configured ? (
              <span className="badge ok">ready</span>
            ) : (
              <span className="badge warn">not configured</span>
            )}
            {llm.problem && ` ${llm.problem}`}
          </dd>
        </dl>
      </section>
    </>
  );
}
