import { describe, expect, it } from "vitest";
import { isLoopback, listenAddress, nextStartArgs } from "@/scripts/listen-address.mjs";

describe("npm start's listen address", () => {
  it("is loopback by default, so a fresh demo is not reachable from other machines", () => {
    expect(listenAddress({})).toEqual({ host: "127.0.0.1", port: "3000" });
    expect(nextStartArgs({})).toEqual([
      "start",
      "-p",
      "3000",
      "-H",
      "127.0.0.1",
      "--keepAliveTimeout",
      "65000",
    ]);
    expect(isLoopback(listenAddress({ HOST: "" }).host)).toBe(true);
  });

  it("listens where HOST and PORT say", () => {
    expect(nextStartArgs({ HOST: "0.0.0.0", PORT: "8080" })).toEqual([
      "start",
      "-p",
      "8080",
      "-H",
      "0.0.0.0",
      "--keepAliveTimeout",
      "65000",
    ]);
  });

  it("tells loopback addresses from exposed ones", () => {
    for (const h of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]", "LOCALHOST"])
      expect(isLoopback(h), h).toBe(true);
    for (const h of ["0.0.0.0", "::", "192.168.1.10", "rubricate.example.org", "10.0.0.1"])
      expect(isLoopback(h), h).toBe(false);
  });
});
