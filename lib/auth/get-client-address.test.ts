import { describe, expect, it } from "vitest";
import { getClientAddress } from "./get-client-address";

describe("getClientAddress", () => {
  it("ignores X-Forwarded-For unless a proxy is trusted: no address to key on", () => {
    for (const forwardedFor of ["203.0.113.7", "198.51.100.1, 203.0.113.7", null]) {
      expect(getClientAddress({ forwardedFor, trustProxy: false })).toBeNull();
    }
  });

  it("behind a trusted proxy, takes the rightmost hop: the address the proxy itself saw", () => {
    expect(getClientAddress({ forwardedFor: "203.0.113.7", trustProxy: true })).toBe("203.0.113.7");
    expect(getClientAddress({ forwardedFor: "6.6.6.6 , 203.0.113.7", trustProxy: true })).toBe(
      "203.0.113.7",
    );
    expect(getClientAddress({ forwardedFor: " , ", trustProxy: true })).toBeNull();
    expect(getClientAddress({ forwardedFor: null, trustProxy: true })).toBeNull();
  });
});
