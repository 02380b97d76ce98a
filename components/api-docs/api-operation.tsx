import type { TOpenApiOperation } from "@/lib/api/openapi/openapi.types";

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A schema's short type for a parameter row: "string", "integer", "a | b", "string[]". */
const typeOf = (schema: Record<string, unknown>): string => {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as Record<string, unknown>[]).map(typeOf).join(" | ");
  if (schema.type === "array" && schema.items)
    return `${typeOf(schema.items as Record<string, unknown>)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return typeof schema.type === "string" ? schema.type : "any";
};

type TContent = Record<string, { schema?: unknown }>;

/** One operation of the API document: parameters, body and the 200 response, collapsed. */
export function ApiOperation({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: TOpenApiOperation;
}) {
  const ok = operation.responses["200"] as { description: string; content: TContent };
  const errors = Object.keys(operation.responses).filter((s) => s !== "200");
  const body = operation.requestBody?.content as TContent | undefined;
  return (
    <details className="api-op" data-testid="api-operation" id={operation.operationId}>
      <summary>
        <span className={`badge api-method api-${method}`}>{method.toUpperCase()}</span>{" "}
        <code>{path}</code>
        {operation.summary && <span className="subtle"> {operation.summary}</span>}
      </summary>
      <div className="api-op-body">
        {operation.description && <p>{operation.description}</p>}
        {operation.security?.length === 0 && (
          <p className="subtle">Public: no session or token (the link&apos;s own secret).</p>
        )}
        {operation.parameters && (
          <table className="data">
            <thead>
              <tr>
                <th>Parameter</th>
                <th>In</th>
                <th>Type</th>
                <th>Required</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td className="mono">{p.name}</td>
                  <td>{p.in}</td>
                  <td className="mono">{typeOf(p.schema)}</td>
                  <td>{p.required ? "yes" : "no"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {body &&
          Object.entries(body).map(([type, { schema }]) => (
            <details key={type}>
              <summary>
                Request body <code>{type}</code>
              </summary>
              <pre className="report">{json(schema)}</pre>
            </details>
          ))}
        {Object.entries(ok.content).map(([type, { schema }]) => (
          <details key={type}>
            <summary>
              200 <code>{type}</code>
            </summary>
            <pre className="report">{json(schema)}</pre>
          </details>
        ))}
        <div className="subtle">
          Errors: {errors.join(", ")} (<a href="#errors">the error body</a>)
        </div>
      </div>
    </details>
  );
}
