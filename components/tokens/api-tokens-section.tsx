import { CreateTokenForm } from "./create-token-form";
import { OwnTokenTable } from "./own-token-table";

/** Settings: the user's personal access tokens (create, see once, list, revoke). */
export function ApiTokensSection({ projects }: { projects: { slug: string; name: string }[] }) {
  return (
    <section className="panel" aria-labelledby="api-tokens-heading">
      <h2 id="api-tokens-heading">API tokens</h2>
      <div className="subtle" style={{ marginBottom: 10 }}>
        Personal access tokens let scripts call the API as you (
        <code>Authorization: Bearer rbt_…</code>), with your roles and no more. A token is shown
        once and stored only as a hash; revoke one you no longer use. See docs/security.md.
      </div>
      <CreateTokenForm projects={projects} />
      <OwnTokenTable />
    </section>
  );
}
