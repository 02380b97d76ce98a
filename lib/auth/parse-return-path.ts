const HOME = "/";
const BASE = "http://rubricate.invalid";
const MAX_LENGTH = 2048;

/**
 * The page to return to after sign-in, from the `next` query value: a path on this site
 * (`/projects/demo/work?x=1`), or home ("/") for anything else. Refuses other origins in every
 * spelling a browser would follow (`//evil.com`, `https://…`, `/\evil`, `javascript:`), the same
 * spellings percent-encoded (once or more), control characters and whitespace, and /login
 * itself (no loop).
 */
export function parseReturnPath(options: { value: string | string[] | null | undefined }): string {
  const { value } = options;
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return HOME;
  if (!isSafe(value)) return HOME;
  let decoded = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return HOME;
    }
    if (next === decoded) break;
    if (!isSafe(next)) return HOME;
    decoded = next;
  }
  if (decoded !== decodeOnce(decoded)) return HOME; // still encoded after five rounds
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return HOME;
  if (url.pathname === "/login" || url.pathname.startsWith("/login/")) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

function isSafe(path: string): boolean {
  if (!path.startsWith("/")) return false; // relative, or a scheme such as https: or javascript:
  if (path.startsWith("//")) return false; // protocol-relative: another host
  if (path.includes("\\")) return false; // browsers read \ as /, so /\evil.com is //evil.com
  if (/[\u0000-\u0020\u007f]/.test(path)) return false; // browsers drop tabs and newlines: "/\t/evil"
  return true;
}
