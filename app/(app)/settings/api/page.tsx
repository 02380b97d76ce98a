import type { Metadata } from "next";
import Link from "next/link";
import { apiDocument } from "@/app/api/openapi.json/api-document";
import { ApiOperation } from "@/components/api-docs/api-operation";
import { requirePageUser } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "API" };

const ERROR_EXAMPLE = {
  error: {
    code: "INVALID_INPUT",
    message: "limit: must be at least 1",
    fields: [{ path: "limit", message: "must be at least 1" }],
  },
};

/**
 * The API reference, rendered on the server from the same OpenAPI document /api/openapi.json
 * serves (no script, no CDN): every operation by tag, collapsed, with its schemas as JSON.
 */
export default async function ApiDocsPage() {
  await requirePageUser();
  const doc = apiDocument();
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({ path, method, operation })),
  );
  const errorSchema = doc.components.schemas.Error;
  return (
    <>
      <div className="page-head">
        <div>
          <div className="crumbs">
            <Link href="/settings">Settings</Link> / API
          </div>
          <h1>API</h1>
          <div className="subtle">
            {operations.length} operations, version {doc.info.version}, from the OpenAPI 3.1
            document.
          </div>
        </div>
        <a className="button" href="/api/openapi.json" download="rubricate-openapi.json">
          openapi.json
        </a>
      </div>
      <section className="panel">
        <h2>Authentication</h2>
        <p>
          Send <code>Authorization: Bearer &lt;token&gt;</code> with every request, or use the
          session cookie of a signed-in browser (writes from a browser must come from this
          server&apos;s own pages). Request bodies are JSON (
          <code>Content-Type: application/json</code>) unless an operation says{" "}
          <code>multipart/form-data</code>.
        </p>
        <h3 id="errors">Errors</h3>
        <p className="subtle">
          Every error answers JSON with its HTTP status; a 422 names each invalid field in{" "}
          <code>fields</code>.
        </p>
        <pre className="report">{JSON.stringify(ERROR_EXAMPLE)}</pre>
        <details>
          <summary>
            The error body&apos;s schema (<code>components.schemas.Error</code>)
          </summary>
          <pre className="report">{JSON.stringify(errorSchema, null, 2)}</pre>
        </details>
      </section>
      {doc.tags.map(({ name }) => (
        <section className="panel" key={name} data-testid={`api-tag-${name}`}>
          <h2>{name}</h2>
          {operations
            .filter((o) => o.operation.tags.includes(name))
            .map((o) => (
              <ApiOperation key={`${o.method} ${o.path}`} {...o} />
            ))}
        </section>
      ))}
    </>
  );
}
