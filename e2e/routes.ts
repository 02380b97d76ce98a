import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every API route and method under app/api, as "GET /api/projects/[slug]/bugs". */
export function discoverRoutes(dir = "app/api"): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...discoverRoutes(p));
    else if (entry === "route.ts") {
      const url = "/" + path.dirname(p).replace(/^app\//, "");
      for (const m of readFileSync(p, "utf8").matchAll(
        /export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/g,
      ))
        out.push(`${m[1]} ${url}`);
    }
  }
  return out.sort();
}

/** Every page under app/, as its URL pattern with route groups removed ("/projects/[slug]"). */
export function discoverPages(dir = "app"): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    if (statSync(p).isDirectory()) {
      if (entry !== "api") out.push(...discoverPages(p));
    } else if (entry === "page.tsx")
      out.push(
        "/" +
          path
            .dirname(p)
            .replace(/^app\/?/, "")
            .split("/")
            .filter((s) => s && !s.startsWith("("))
            .join("/"),
      );
  }
  return out.sort();
}
