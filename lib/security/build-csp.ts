/**
 * The Content-Security-Policy of every page. Scripts run only with this response's nonce
 * (Next.js puts it on its own scripts) or when loaded by such a script ('strict-dynamic':
 * the chunks that next/dynamic and Monaco load). Styles may be inline: React renders style
 * attributes and Monaco injects its own <style> elements; a nonce in style-src would make
 * browsers ignore 'unsafe-inline', so there is none. Images may be data: and blob: URLs (the
 * PNG export draws an SVG blob onto a canvas); Monaco's worker is a same-origin file.
 * Nothing may frame the app, and forms post only to it.
 */
export function buildCsp(options: { nonce: string; dev?: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** API responses and static files are data, never documents: nothing in them may run or load. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
