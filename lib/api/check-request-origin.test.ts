import { describe, expect, it } from "vitest";
import { checkRequestOrigin } from "./check-request-origin";
import { getAppOrigins } from "./get-app-origins";

const app = getAppOrigins({ appUrl: "https://rubricate.example.org/some/path", port: 3000 });
const check = (
  method: string,
  origin: string | null,
  secFetchSite: string | null = null,
  appOrigins = app,
) => checkRequestOrigin({ method, origin, secFetchSite, appOrigins }).allowed;

describe("checkRequestOrigin", () => {
  it("lets every state-changing method through from the app's own origin", () => {
    for (const m of ["POST", "PUT", "PATCH", "DELETE", "post"])
      expect(check(m, "https://rubricate.example.org", "same-origin")).toBe(true);
    expect(check("POST", "HTTPS://Rubricate.Example.org")).toBe(true);
  });

  it("refuses a state-changing request from any other origin, the same host's other ports and an opaque origin included", () => {
    for (const origin of [
      "https://evil.example",
      "https://rubricate.example.org:8443",
      "http://rubricate.example.org",
      "null",
      "",
    ]) {
      for (const m of ["POST", "PUT", "PATCH", "DELETE"])
        expect(check(m, origin, "same-site"), `${m} ${origin}`).toBe(false);
    }
  });

  it("without Origin, trusts only Sec-Fetch-Site same-origin or none", () => {
    expect(check("POST", null, "same-origin")).toBe(true);
    expect(check("POST", null, "none")).toBe(true);
    expect(check("POST", null, "same-site")).toBe(false);
    expect(check("DELETE", null, "cross-site")).toBe(false);
  });

  it("allows clients that send neither header (curl, scripts) and every safe method", () => {
    expect(check("POST", null, null)).toBe(true);
    for (const m of ["GET", "HEAD", "OPTIONS"])
      expect(check(m, "https://evil.example", "cross-site")).toBe(true);
  });

  it("without APP_URL, the app's origins are the loopback names of its port", () => {
    const local = getAppOrigins({ port: 3310 });
    expect(local).toEqual(["http://localhost:3310", "http://127.0.0.1:3310", "http://[::1]:3310"]);
    expect(check("POST", "http://127.0.0.1:3310", "same-origin", local)).toBe(true);
    expect(check("POST", "http://127.0.0.1:3311", "same-site", local)).toBe(false);
  });

  it("says why it refused", () => {
    expect(
      checkRequestOrigin({
        method: "POST",
        origin: "http://127.0.0.1:9",
        secFetchSite: "same-site",
        appOrigins: app,
      }),
    ).toEqual({
      allowed: false,
      reason:
        "Requests that change data must come from this app's own pages; this one came from http://127.0.0.1:9.",
    });
  });
});
