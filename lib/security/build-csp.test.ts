import { describe, expect, it } from "vitest";
import { buildCsp } from "./build-csp";

const directives = (csp: string) =>
  new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("buildCsp", () => {
  it("runs only scripts with this response's nonce (and what they load), no inline handlers or eval", () => {
    const csp = directives(buildCsp({ nonce: "abc123" }));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(directives(buildCsp({ nonce: "x", dev: true })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("keeps inline styles working (no nonce in style-src, which would switch 'unsafe-inline' off)", () => {
    expect(directives(buildCsp({ nonce: "abc" })).get("style-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it("forbids framing, plugins, foreign form targets and base URLs, and allows the PNG export's blob and data images", () => {
    const csp = directives(buildCsp({ nonce: "n" }));
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });
});
