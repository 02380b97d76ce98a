/**
 * A route file's URL path and its path parameters: "app/api/projects/[slug]/bugs/route.ts" →
 * "/api/projects/{slug}/bugs" with ["slug"]. Catch-all segments are not described (none is).
 */
export function pathOfRouteFile({ file }: { file: string }): { path: string; params: string[] } {
  if (!file.startsWith("app/") || !file.endsWith("/route.ts"))
    throw new Error(`Not a route file: ${file}`);
  const segments = file.slice("app".length, -"/route.ts".length).split("/").filter(Boolean);
  const params: string[] = [];
  const parts = segments.map((segment) => {
    const m = /^\[(\w+)\]$/.exec(segment);
    if (!m) return segment;
    params.push(m[1]!);
    return `{${m[1]}}`;
  });
  return { path: `/${parts.join("/")}`, params };
}
